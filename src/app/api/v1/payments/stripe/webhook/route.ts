import { receiveStripeWebhook } from '@/server/billing/webhook'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

/**
 * `POST /api/v1/payments/stripe/webhook`: Stripe's events, verified on the raw body; each applied once
 * (a replay answers 200 and changes nothing). A refused signature is a 400 and writes nothing.
 */
export const POST = apiRoute({ session: 'none', content: 'raw' }, async ({ request, raw }) =>
  jsonAnswer(await receiveStripeWebhook(raw, request.headers.get('stripe-signature'))),
)
