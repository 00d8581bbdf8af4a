import { ATTENDEE_NOT_FOUND, requireSelf } from '@/server/booking/attendee'
import { apiRoute } from '@/server/http/route'
import {
  subscribedResponse,
  subscriptionBody,
  unsubscribeBody,
  unsubscribedResponse,
} from '@/server/push/subscriptions'

const own = { session: 'attendee', ids: { id: ATTENDEE_NOT_FOUND } } as const

/** `POST /api/v1/attendees/{id}/push/subscriptions` (the browser's PushSubscription JSON): this browser is notified. */
export const POST = apiRoute(
  { ...own, body: subscriptionBody, prepare: ({ person, params }) => requireSelf(person, params.id!) },
  async ({ prepared: attendee, body }) => subscribedResponse({ attendeeId: attendee.id }, body),
)

/** `DELETE /api/v1/attendees/{id}/push/subscriptions` `{endpoint}`: this browser is no longer notified. */
export const DELETE = apiRoute(
  { ...own, body: unsubscribeBody, prepare: ({ person, params }) => requireSelf(person, params.id!) },
  async ({ prepared: attendee, body }) => unsubscribedResponse({ attendeeId: attendee.id }, body.endpoint),
)
