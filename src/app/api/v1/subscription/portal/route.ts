import { openBillingPortal } from '@/server/billing/subscribe'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

/** `POST /api/v1/subscription/portal`: the address of Stripe's customer portal (payment method, invoices, cancellation). */
export const POST = apiRoute({ session: 'groomer' }, async ({ person }) =>
  jsonAnswer(await openBillingPortal(person as Parameters<typeof openBillingPortal>[0])),
)
