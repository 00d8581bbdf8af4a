import {
  chooseConnectionCalendars,
  choiceSchema,
  CONNECTION_NOT_FOUND,
  disconnectConnection,
} from '@/server/calendarSync/connectionRequests'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `PATCH /api/v1/calendar-connections/{id}` `{busy: remoteId[], target: remoteId | null}`. */
export const PATCH = apiRoute(
  { session: 'groomer', ids: { id: CONNECTION_NOT_FOUND }, body: choiceSchema },
  async ({ person, ids, body }) => jsonAnswer({ connection: await chooseConnectionCalendars(person, ids.id, body) }),
)

/** `DELETE /api/v1/calendar-connections/{id}`: disconnects; another groomer's id is a 404. */
export const DELETE = apiRoute({ session: 'groomer', ids: { id: CONNECTION_NOT_FOUND } }, async ({ person, ids }) => {
  await disconnectConnection(person, ids.id)
  return jsonAnswer({ deleted: true })
})
