import type { Attendee } from '@/payload-types'
import type { AuthenticatedPerson } from '@/server/auth/tokens'
import { apiRoute } from '@/server/http/route'
import { subscribeBody } from '@/server/waitlist/schemas'
import { listSubscriptions, subscribe } from '@/server/waitlist/subscriptions'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `GET /api/v1/waitlist`: the signed-in owner's waiting-list subscriptions, `{subscriptions}`. */
export const GET = apiRoute({ session: 'attendee' }, async ({ person }) =>
  jsonAnswer({ subscriptions: await listSubscriptions(person) }),
)

/** `POST /api/v1/waitlist` `{groomer, motive, firstDay, lastDay}` ("Prévenez-moi"): `201 {subscription}`. */
export const POST = apiRoute({ session: 'attendee', body: subscribeBody }, async ({ person, body }) =>
  jsonAnswer({ subscription: await subscribe(person as AuthenticatedPerson & Attendee, body) }, { status: 201 }),
)
