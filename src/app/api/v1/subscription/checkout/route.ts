import { startSubscription } from '@/server/billing/subscribe'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

/** `POST /api/v1/subscription/checkout`: the address of Stripe's hosted checkout for the groomer's subscription. */
export const POST = apiRoute({ session: 'groomer' }, async ({ person }) =>
  jsonAnswer(await startSubscription(person as Parameters<typeof startSubscription>[0])),
)
