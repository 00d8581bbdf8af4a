import type { Where } from 'payload'

import type { CustomerFolder } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { unlinkCustomerFolder } from '../appointments/customerFolderLink'
import { inPersonTransaction } from '../transaction'
import { getPayloadClient } from '../payload'
import { folderData, type FolderInput } from './schema'
import { DomainError } from '../domainErrors'

export const FOLDERS_PER_PAGE = 20

const asGroomer = (groomer: AuthenticatedPerson) => ({ user: groomer, overrideAccess: false as const })

/** Only the groomer's own folders (their practice's members keep theirs apart). */
const own = (groomer: AuthenticatedPerson): Where => ({ groomer: { equals: groomer.id } })

/**
 * Phone numbers are stored as 06 12 34 56 78: typed digits ("0612", "06.12") are looked up in
 * that form too (pairs from the leading 0), as well as the text as typed.
 */
function phoneSearch(q: string): Where[] {
  const digits = q.replace(/\D/g, '')
  const wheres: Where[] = [{ phone: { contains: q } }]
  if (/^[\d\s.+-]+$/.test(q) && digits.length >= 2) {
    const paired = digits.startsWith('0') ? (digits.match(/.{1,2}/g) ?? []).join(' ') : digits
    if (paired !== q) wheres.push({ phone: { contains: paired } })
  }
  return wheres
}

/** The groomer's folders, by name, filtered by a piece of name, e-mail or phone number. */
export async function listFolders(groomer: AuthenticatedPerson, query: { q?: string; page?: number }) {
  const payload = await getPayloadClient()
  const q = query.q?.trim()
  const search: Where[] = q ? [{ or: [{ name: { contains: q } }, { email: { contains: q } }, ...phoneSearch(q)] }] : []
  return payload.find({
    collection: 'customer-folders',
    ...asGroomer(groomer),
    where: { and: [own(groomer), ...search] },
    sort: 'name',
    limit: FOLDERS_PER_PAGE,
    page: query.page ?? 1,
    depth: 0,
  })
}

/** One of the groomer's folders with its attachments, or a 404 (another groomer's folder too). */
export async function getFolder(groomer: AuthenticatedPerson, id: number): Promise<CustomerFolder> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'customer-folders',
    ...asGroomer(groomer),
    where: { and: [own(groomer), { id: { equals: id } }] },
    limit: 1,
    depth: 1,
  })
  const folder = docs[0]
  if (!folder) throw new DomainError('not_found', 'Ce dossier client est introuvable.')
  return folder
}

export async function createFolder(groomer: AuthenticatedPerson, input: FolderInput): Promise<CustomerFolder> {
  const payload = await getPayloadClient()
  return payload.create({
    collection: 'customer-folders',
    ...asGroomer(groomer),
    data: { ...folderData(input), groomer: groomer.id },
    depth: 0,
  })
}

export async function updateFolder(
  groomer: AuthenticatedPerson,
  id: number,
  input: FolderInput,
): Promise<CustomerFolder> {
  await getFolder(groomer, id)
  const payload = await getPayloadClient()
  return payload.update({
    collection: 'customer-folders',
    id,
    ...asGroomer(groomer),
    data: folderData(input),
    depth: 0,
  })
}

/** Deletes the folder and its attachments (files included), and unlinks its appointments: all or nothing. */
export async function deleteFolder(groomer: AuthenticatedPerson, id: number): Promise<void> {
  const folder = await getFolder(groomer, id)
  const payload = await getPayloadClient()
  const attachmentIds = (folder.attachments ?? []).map((item) => (typeof item === 'object' ? item.id : item))
  await inPersonTransaction(groomer, async (req) => {
    const options = { ...asGroomer(groomer), req }
    await unlinkCustomerFolder(req, groomer, id)
    await payload.delete({ collection: 'customer-folders', id, ...options })
    if (attachmentIds.length > 0) {
      await payload.delete({
        collection: 'customer-attachments',
        ...options,
        where: { and: [own(groomer), { id: { in: attachmentIds } }] },
      })
    }
  })
}
