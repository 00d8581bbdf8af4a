import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { CustomerAttachment } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { inPersonTransaction } from '../transaction'
import { getPayloadClient } from '../payload'
import { getFolder } from './folders'
import { DomainError } from '../domainErrors'

export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']
export const MAX_ATTACHMENT_BYTES = 10_000_000

export const ATTACHMENT_MESSAGES = {
  file: 'Choisissez un fichier PDF, JPEG, PNG ou WebP.',
  size: 'Le fichier dépasse 10 Mo.',
  label: 'Le libellé ne doit pas dépasser 120 caractères.',
  notFound: 'Cette pièce jointe est introuvable.',
  unreadable: 'Ce fichier est illisible ou endommagé : vérifiez qu’il s’agit bien d’un PDF ou d’une image.',
} as const

const asGroomer = (groomer: AuthenticatedPerson) => ({ user: groomer, overrideAccess: false as const })

const idsOf = (items: (number | CustomerAttachment)[] | null | undefined) =>
  (items ?? []).map((item) => (typeof item === 'object' ? item.id : item))

/** Stores a file in the folder (private storage, outside the public folder). */
export async function addAttachment(
  groomer: AuthenticatedPerson,
  folderId: number,
  file: File | null,
  rawLabel: string,
): Promise<CustomerAttachment> {
  const folder = await getFolder(groomer, folderId)
  if (!file || file.size === 0 || !ATTACHMENT_TYPES.includes(file.type))
    throw new DomainError('invalid', ATTACHMENT_MESSAGES.file, { fields: { file: ATTACHMENT_MESSAGES.file } })
  if (file.size > MAX_ATTACHMENT_BYTES)
    throw new DomainError('too_large', ATTACHMENT_MESSAGES.size, { fields: { file: ATTACHMENT_MESSAGES.size } })
  const label = rawLabel.trim()
  if (label.length > 120)
    throw new DomainError('invalid', ATTACHMENT_MESSAGES.label, { fields: { label: ATTACHMENT_MESSAGES.label } })
  const payload = await getPayloadClient()
  const data = Buffer.from(await file.arrayBuffer())
  return inPersonTransaction(groomer, async (req) => {
    const options = { ...asGroomer(groomer), req, depth: 0 }
    const attachment = await payload
      .create({
        collection: 'customer-attachments',
        ...options,
        data: { groomer: groomer.id, label: label || file.name },
        file: { data, mimetype: file.type, name: file.name, size: file.size },
      })
      .catch((error: { status?: number }) => {
        // Payload checks the bytes against the type (a renamed file, a broken PDF): its message is in English.
        if (error.status === 400)
          throw new DomainError('invalid', ATTACHMENT_MESSAGES.unreadable, {
            fields: { file: ATTACHMENT_MESSAGES.unreadable },
          })
        throw error
      })
    await payload.update({
      collection: 'customer-folders',
      id: folder.id,
      ...options,
      data: { attachments: [...idsOf(folder.attachments), attachment.id] },
    })
    return attachment
  })
}

/** One attachment of one of the groomer's folders, or a 404. */
async function ownAttachment(groomer: AuthenticatedPerson, folderId: number, attachmentId: number) {
  const folder = await getFolder(groomer, folderId)
  if (!idsOf(folder.attachments).includes(attachmentId))
    throw new DomainError('not_found', ATTACHMENT_MESSAGES.notFound)
  const payload = await getPayloadClient()
  const attachment = await payload.findByID({
    collection: 'customer-attachments',
    id: attachmentId,
    ...asGroomer(groomer),
    depth: 0,
    disableErrors: true,
  })
  if (!attachment?.filename) throw new DomainError('not_found', ATTACHMENT_MESSAGES.notFound)
  return { folder, attachment }
}

/** The file's bytes and how to serve it, for its groomer only. */
export async function readAttachment(groomer: AuthenticatedPerson, folderId: number, attachmentId: number) {
  const { attachment } = await ownAttachment(groomer, folderId, attachmentId)
  const payload = await getPayloadClient()
  const staticDir = payload.collections['customer-attachments'].config.upload.staticDir ?? '.data/customer-attachments'
  const filename = path.basename(attachment.filename ?? '')
  // turbopackIgnore: a path known only at run time would make the build trace the whole project into the standalone output.
  const data = await readFile(/*turbopackIgnore: true*/ path.resolve(staticDir, filename)).catch(() => null)
  if (!data) throw new DomainError('not_found', ATTACHMENT_MESSAGES.notFound)
  return { data, filename, mimeType: attachment.mimeType ?? 'application/octet-stream' }
}

/** Removes the attachment from its folder and deletes it with its file. */
export async function deleteAttachment(
  groomer: AuthenticatedPerson,
  folderId: number,
  attachmentId: number,
): Promise<void> {
  const { folder } = await ownAttachment(groomer, folderId, attachmentId)
  const payload = await getPayloadClient()
  await inPersonTransaction(groomer, async (req) => {
    const options = { ...asGroomer(groomer), req, depth: 0 }
    await payload.update({
      collection: 'customer-folders',
      id: folder.id,
      ...options,
      data: { attachments: idsOf(folder.attachments).filter((id) => id !== attachmentId) },
    })
    await payload.delete({ collection: 'customer-attachments', id: attachmentId, ...options })
  })
}
