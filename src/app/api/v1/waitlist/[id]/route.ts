import { apiRoute } from '@/server/http/route'
import { SUBSCRIPTION_NOT_FOUND, unsubscribe } from '@/server/waitlist/subscriptions'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `DELETE /api/v1/waitlist/{id}`: `{deleted: true}`; another owner's subscription is a 404. */
export const DELETE = apiRoute(
  { session: 'attendee', ids: { id: SUBSCRIPTION_NOT_FOUND } },
  async ({ person, ids }) => {
    await unsubscribe(person, ids.id)
    return jsonAnswer({ deleted: true })
  },
)
