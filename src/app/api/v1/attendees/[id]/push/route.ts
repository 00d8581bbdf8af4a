import { z } from 'zod'

import { ATTENDEE_NOT_FOUND, requireSelf } from '@/server/booking/attendee'
import { apiRoute } from '@/server/http/route'
import { ownerPreferencesBody, ownerPushPreferences, saveOwnerPushPreferences } from '@/server/push/preferences'
import { vapidPublicKey } from '@/server/push/send'
import { deviceState } from '@/server/push/subscriptions'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const own = { session: 'attendee', ids: { id: ATTENDEE_NOT_FOUND } } as const
const stateQuery = z.object({ endpoint: z.string().max(1000).optional() })

/**
 * `GET /api/v1/attendees/{id}/push?endpoint=`: whether the site sends notifications (its VAPID
 * public key), the owner's switches, how many of their browsers are notified and whether this one is.
 */
export const GET = apiRoute(
  { ...own, query: stateQuery, prepare: ({ person, params }) => requireSelf(person, params.id!) },
  async ({ prepared: attendee, query }) => {
    const [preferences, devices] = await Promise.all([
      ownerPushPreferences(attendee.id),
      deviceState({ attendeeId: attendee.id }, query.endpoint ?? null),
    ])
    return jsonAnswer({ publicKey: vapidPublicKey(), preferences, ...devices })
  },
)

/** `PUT /api/v1/attendees/{id}/push` `{confirmations, ready}`: the owner's switches. */
export const PUT = apiRoute(
  { ...own, body: ownerPreferencesBody, prepare: ({ person, params }) => requireSelf(person, params.id!) },
  async ({ prepared: attendee, body }) =>
    jsonAnswer({
      preferences: await saveOwnerPushPreferences(attendee.id, body),
      message: 'Vos choix de notifications sont enregistrés.',
    }),
)
