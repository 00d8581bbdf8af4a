import { NextResponse } from 'next/server'
import { z } from 'zod'

import { createFolder, listFolders } from '@/server/customerFolders/folders'
import { folderBody } from '@/server/customerFolders/schema'
import { groomerRoute } from '@/server/groomerSpace/route'
import { parseJsonBody, parseQuery } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

const listQuery = z.object({
  q: z.string().trim().max(120, 'Recherche trop longue.').optional(),
  page: z.coerce.number({ error: 'Page invalide.' }).int('Page invalide.').min(1, 'Page invalide.').max(10_000, 'Page invalide.').optional(),
})

/** `GET /api/v1/customer-folders?q=&page=`: the groomer's folders (customer folders on only). */
export function GET(request: Request) {
  return groomerRoute(request, ['customerFolder'], async (groomer) => {
    const parsed = parseQuery(request, listQuery)
    if (!parsed.ok) return parsed.response
    const result = await listFolders(groomer, parsed.data)
    return NextResponse.json({ folders: result.docs, page: result.page, totalPages: result.totalPages, totalDocs: result.totalDocs })
  })
}

/** `POST /api/v1/customer-folders` with the folder: 201 `{folder}`. */
export function POST(request: Request) {
  return groomerRoute(request, ['customerFolder'], async (groomer) => {
    const parsed = await parseJsonBody(request, folderBody)
    if (!parsed.ok) return parsed.response
    return NextResponse.json({ folder: await createFolder(groomer, parsed.data) }, { status: 201 })
  })
}
