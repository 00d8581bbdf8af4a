import { apiRoute } from '@/server/http/route'
import { noShowPoliciesOf, saveNoShowPolicies } from '@/server/noShows/policies'
import { noShowPoliciesBody } from '@/server/noShows/schemas'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

/** `GET /api/v1/no-show-policy`: the groomer's protection against no-shows (general, then per motive). */
export const GET = apiRoute({ session: 'groomer' }, async ({ person }) =>
  jsonAnswer({ policies: await noShowPoliciesOf(person.id as number) }),
)

/** `PUT` of the same address `{policies}`: replaces them (a guarantee needs the groomer's Stripe account). */
export const PUT = apiRoute({ session: 'groomer', body: noShowPoliciesBody }, async ({ person, body }) =>
  jsonAnswer({ policies: await saveNoShowPolicies(person.id as number, body) }),
)
