import { z } from 'zod'

import { createFolder, listFolders } from '@/server/customerFolders/folders'
import { folderBody } from '@/server/customerFolders/schema'
import { requireFeatures } from '@/server/groomerSpace/features'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

const listQuery = z.object({
  q: z.string().trim().max(120, 'Recherche trop longue.').optional(),
  page: z.coerce
    .number({ error: 'Page invalide.' })
    .int('Page invalide.')
    .min(1, 'Page invalide.')
    .max(10_000, 'Page invalide.')
    .optional(),
})

const prepare = () => requireFeatures('customerFolder')

/** `GET /api/v1/customer-folders?q=&page=`: the groomer's folders (customer folders on only). */
export const GET = apiRoute({ session: 'groomer', prepare, query: listQuery }, async ({ person, query }) => {
  const result = await listFolders(person, query)
  return jsonAnswer({
    folders: result.docs,
    page: result.page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  })
})

/** `POST /api/v1/customer-folders` with the folder: 201 `{folder}`. */
export const POST = apiRoute({ session: 'groomer', prepare, body: folderBody }, async ({ person, body }) =>
  jsonAnswer({ folder: await createFolder(person, body) }, { status: 201 }),
)
