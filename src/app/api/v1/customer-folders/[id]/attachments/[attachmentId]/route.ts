import { deleteAttachment, readAttachment } from '@/server/customerFolders/attachments'
import { NOT_FOUND, requireFeatures } from '@/server/groomerSpace/features'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

const options = {
  session: 'groomer',
  ids: { id: NOT_FOUND, attachmentId: NOT_FOUND },
  prepare: () => requireFeatures('customerFolder', 'attachments'),
} as const

/** `GET …/attachments/{attachmentId}`: the private file, to its groomer only (never cached by a proxy). */
export const GET = apiRoute(options, async ({ person, ids }) => {
  const file = await readAttachment(person, ids.id, ids.attachmentId)
  return new Response(new Uint8Array(file.data), {
    headers: {
      'content-type': file.mimeType,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
})

/** `DELETE …/attachments/{attachmentId}`. */
export const DELETE = apiRoute(options, async ({ person, ids }) => {
  await deleteAttachment(person, ids.id, ids.attachmentId)
  return jsonAnswer({ deleted: true })
})
