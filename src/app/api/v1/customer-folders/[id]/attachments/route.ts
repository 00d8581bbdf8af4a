import { addAttachment, ATTACHMENT_MESSAGES } from '@/server/customerFolders/attachments'
import { NOT_FOUND, requireFeatures } from '@/server/groomerSpace/features'
import { ApiError } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

/** `POST /api/v1/customer-folders/{id}/attachments` (multipart: `file`, `label`): 201 `{attachment}`. */
export const POST = apiRoute(
  {
    session: 'groomer',
    ids: { id: NOT_FOUND },
    prepare: () => requireFeatures('customerFolder', 'attachments'),
    content: 'multipart',
  },
  async ({ person, ids, form }) => {
    if (!form) throw new ApiError(400, ATTACHMENT_MESSAGES.file, { file: ATTACHMENT_MESSAGES.file })
    const file = form.get('file')
    const label = form.get('label')
    const attachment = await addAttachment(
      person,
      ids.id,
      file instanceof File ? file : null,
      typeof label === 'string' ? label : '',
    )
    const { id, filename, mimeType, filesize } = attachment
    return jsonAnswer({ attachment: { id, label: attachment.label, filename, mimeType, filesize } }, { status: 201 })
  },
)
