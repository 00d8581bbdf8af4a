import { z } from 'zod'

import { GROOMER_NOT_FOUND, requireSelfGroomer } from '@/server/groomerAccount/self'
import { apiRoute } from '@/server/http/route'
import { preferencesBody, pushPreferences, savePushPreferences } from '@/server/push/preferences'
import { vapidPublicKey } from '@/server/push/send'
import { deviceState } from '@/server/push/subscriptions'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const own = { session: 'groomer', ids: { id: GROOMER_NOT_FOUND } } as const
const stateQuery = z.object({ endpoint: z.string().max(1000).optional() })

/**
 * `GET /api/v1/users/{id}/push?endpoint=`: whether the site sends notifications (its VAPID public
 * key), the groomer's switches, how many of their browsers are notified and whether this one is.
 */
export const GET = apiRoute(
  { ...own, query: stateQuery, prepare: ({ person, params }) => requireSelfGroomer(person, params.id!) },
  async ({ prepared: groomer, query }) => {
    const [preferences, devices] = await Promise.all([
      pushPreferences(groomer.id),
      deviceState({ groomerId: groomer.id }, query.endpoint ?? null),
    ])
    return jsonAnswer({ publicKey: vapidPublicKey(), preferences, ...devices })
  },
)

/** `PUT /api/v1/users/{id}/push` `{requests, postponements, cancellations, urgentRequestSms}`: the groomer's switches. */
export const PUT = apiRoute(
  { ...own, body: preferencesBody, prepare: ({ person, params }) => requireSelfGroomer(person, params.id!) },
  async ({ prepared: groomer, body }) =>
    jsonAnswer({
      preferences: await savePushPreferences(groomer.id, body),
      message: 'Vos choix de notifications sont enregistrés.',
    }),
)
