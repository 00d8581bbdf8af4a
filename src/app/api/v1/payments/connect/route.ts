import { connectedAccountView, currentConnectedAccount } from '@/server/connectedAccounts/accounts'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/** `GET /api/v1/payments/connect`: the groomer's Stripe connected account: connected, may take payments. */
export const GET = apiRoute({ session: 'groomer' }, async ({ person }) =>
  Response.json({ account: connectedAccountView(await currentConnectedAccount(person.id as number)) }),
)
