import { NextResponse } from 'next/server'

import { deleteAttachment, readAttachment } from '@/server/customerFolders/attachments'
import { groomerRoute, idParam } from '@/server/groomerSpace/route'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string; attachmentId: string }> }

/** `GET …/attachments/{attachmentId}`: the private file, to its groomer only (never cached by a proxy). */
export function GET(request: Request, { params }: Params) {
  return groomerRoute(request, ['customerFolder', 'attachments'], async (groomer) => {
    const { id, attachmentId } = await params
    const file = await readAttachment(groomer, idParam(id), idParam(attachmentId))
    return new Response(new Uint8Array(file.data), {
      headers: {
        'content-type': file.mimeType,
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  })
}

/** `DELETE …/attachments/{attachmentId}`. */
export function DELETE(request: Request, { params }: Params) {
  return groomerRoute(request, ['customerFolder', 'attachments'], async (groomer) => {
    const { id, attachmentId } = await params
    await deleteAttachment(groomer, idParam(id), idParam(attachmentId))
    return NextResponse.json({ deleted: true })
  })
}
