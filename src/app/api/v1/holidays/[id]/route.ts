import { deleteHoliday, HOLIDAY_NOT_FOUND } from '@/server/groomerSettings/holidays'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `DELETE /api/v1/holidays/{id}`: `{deleted: true}`; another groomer's holiday is a 404. */
export const DELETE = apiRoute({ session: 'groomer', ids: { id: HOLIDAY_NOT_FOUND } }, async ({ person, ids }) => {
  await deleteHoliday(person, ids.id)
  return jsonAnswer({ deleted: true })
})
