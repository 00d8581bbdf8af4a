import { connectedAccountView, currentConnectedAccount } from '@/server/connectedAccounts/accounts'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

/** `GET /api/v1/payments/connect`: the groomer's Stripe connected account: connected, may take payments. */
export const GET = apiRoute({ session: 'groomer' }, async ({ person }) =>
  jsonAnswer({ account: connectedAccountView(await currentConnectedAccount(person.id as number)) }),
)
