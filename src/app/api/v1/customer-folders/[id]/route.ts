import { NextResponse } from 'next/server'

import { folderHistory } from '@/server/customerFolders/appointments'
import { deleteFolder, getFolder, updateFolder } from '@/server/customerFolders/folders'
import { folderBody } from '@/server/customerFolders/schema'
import { groomerRoute, idParam } from '@/server/groomerSpace/route'
import { parseJsonBody } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }

/** `GET /api/v1/customer-folders/{id}`: the folder and its appointment history. */
export function GET(request: Request, { params }: Params) {
  return groomerRoute(request, ['customerFolder'], async (groomer) => {
    const folder = await getFolder(groomer, idParam((await params).id))
    return NextResponse.json({ folder, appointments: await folderHistory(groomer, folder) })
  })
}

/** `PUT /api/v1/customer-folders/{id}` with the whole folder (pets included). */
export function PUT(request: Request, { params }: Params) {
  return groomerRoute(request, ['customerFolder'], async (groomer) => {
    const id = idParam((await params).id)
    const parsed = await parseJsonBody(request, folderBody)
    if (!parsed.ok) return parsed.response
    return NextResponse.json({ folder: await updateFolder(groomer, id, parsed.data) })
  })
}

/** `DELETE /api/v1/customer-folders/{id}`: the folder and its attachments. */
export function DELETE(request: Request, { params }: Params) {
  return groomerRoute(request, ['customerFolder'], async (groomer) => {
    await deleteFolder(groomer, idParam((await params).id))
    return NextResponse.json({ deleted: true })
  })
}
