import { NextResponse } from 'next/server'

import { addAttachment, ATTACHMENT_MESSAGES } from '@/server/customerFolders/attachments'
import { groomerRoute, idParam, SpaceError } from '@/server/groomerSpace/route'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }

/** `POST /api/v1/customer-folders/{id}/attachments` (multipart: `file`, `label`): 201 `{attachment}`. */
export function POST(request: Request, { params }: Params) {
  return groomerRoute(request, ['customerFolder', 'attachments'], async (groomer) => {
    const id = idParam((await params).id)
    const form = await request.formData().catch(() => {
      throw new SpaceError(400, ATTACHMENT_MESSAGES.file, { file: ATTACHMENT_MESSAGES.file })
    })
    const file = form.get('file')
    const label = form.get('label')
    const attachment = await addAttachment(groomer, id, file instanceof File ? file : null, typeof label === 'string' ? label : '')
    return NextResponse.json({ attachment: { id: attachment.id, label: attachment.label, filename: attachment.filename, mimeType: attachment.mimeType, filesize: attachment.filesize } }, { status: 201 })
  })
}
