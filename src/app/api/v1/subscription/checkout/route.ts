import { startSubscription } from '@/server/billing/subscribe'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/** `POST /api/v1/subscription/checkout`: the address of Stripe's hosted checkout for the groomer's subscription. */
export const POST = apiRoute({ session: 'groomer' }, async ({ person }) =>
  Response.json(await startSubscription(person as Parameters<typeof startSubscription>[0])),
)
