import { folderHistory } from '@/server/customerFolders/appointments'
import { deleteFolder, getFolder, updateFolder } from '@/server/customerFolders/folders'
import { folderBody } from '@/server/customerFolders/schema'
import { NOT_FOUND, requireFeatures } from '@/server/groomerSpace/features'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

const options = {
  session: 'groomer',
  ids: { id: NOT_FOUND },
  prepare: () => requireFeatures('customerFolder'),
} as const

/** `GET /api/v1/customer-folders/{id}`: the folder and its appointment history. */
export const GET = apiRoute(options, async ({ person, ids }) => {
  const folder = await getFolder(person, ids.id)
  return jsonAnswer({ folder, appointments: await folderHistory(person, folder) })
})

/** `PUT /api/v1/customer-folders/{id}` with the whole folder (pets included). */
export const PUT = apiRoute({ ...options, body: folderBody }, async ({ person, ids, body }) =>
  jsonAnswer({ folder: await updateFolder(person, ids.id, body) }),
)

/** `DELETE /api/v1/customer-folders/{id}`: the folder and its attachments. */
export const DELETE = apiRoute(options, async ({ person, ids }) => {
  await deleteFolder(person, ids.id)
  return jsonAnswer({ deleted: true })
})
