import { GROOMER_NOT_FOUND, requireSelfGroomer } from '@/server/groomerAccount/self'
import { apiRoute } from '@/server/http/route'
import {
  subscribedResponse,
  subscriptionBody,
  unsubscribeBody,
  unsubscribedResponse,
} from '@/server/push/subscriptions'

const own = { session: 'groomer', ids: { id: GROOMER_NOT_FOUND } } as const

/** `POST /api/v1/users/{id}/push/subscriptions` (the browser's PushSubscription JSON): this browser is notified. */
export const POST = apiRoute(
  { ...own, body: subscriptionBody, prepare: ({ person, params }) => requireSelfGroomer(person, params.id!) },
  async ({ prepared: groomer, body }) => subscribedResponse({ groomerId: groomer.id }, body),
)

/** `DELETE /api/v1/users/{id}/push/subscriptions` `{endpoint}`: this browser is no longer notified. */
export const DELETE = apiRoute(
  { ...own, body: unsubscribeBody, prepare: ({ person, params }) => requireSelfGroomer(person, params.id!) },
  async ({ prepared: groomer, body }) => unsubscribedResponse({ groomerId: groomer.id }, body.endpoint),
)
