import { deleteMotive, MOTIVE_NOT_FOUND, updateMotive } from '@/server/groomerSettings/motives'
import { motiveBody } from '@/server/groomerSettings/schemas'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `PUT /api/v1/motives/{id}` with the whole motive: `{motive}`; another groomer's motive is a 404. */
export const PUT = apiRoute(
  { session: 'groomer', ids: { id: MOTIVE_NOT_FOUND }, body: motiveBody },
  async ({ person, ids, body }) => jsonAnswer({ motive: await updateMotive(person, ids.id, body) }),
)

/** `DELETE /api/v1/motives/{id}`: `{deleted: true}`, or 409 when future appointments use it. */
export const DELETE = apiRoute({ session: 'groomer', ids: { id: MOTIVE_NOT_FOUND } }, async ({ person, ids }) => {
  await deleteMotive(person, ids.id)
  return jsonAnswer({ deleted: true })
})
