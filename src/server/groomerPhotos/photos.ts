import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { GroomerPhoto, Media } from '@/payload-types'

import {
  ALT_REQUIRED,
  ALT_TOO_LONG,
  MAX_ALT_LENGTH,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  PHOTO_REQUIRED,
  PHOTO_TOO_BIG,
  PHOTO_TYPES,
  PHOTO_WRONG_TYPE,
  type PhotoKind,
  TOO_MANY_PHOTOS,
} from '../../lib/photoRules'
import { relationId } from '../../lib/relations'
import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'
import { checkImageFile } from '../groomerAccount/picture'
import { getPayloadClient } from '../payload'
import { inPersonTransaction, transactionDb } from '../transaction'

export const PHOTO_NOT_FOUND = 'Cette photo est introuvable.'

/** A photo as the profile, the cards and the groomer's own page show it. */
export type PhotoView = {
  id: number
  kind: PhotoKind
  alt: string
  /** The original (at most the upload's size) and its copies: 640 wide, 240 square. */
  url: string
  width: number | null
  height: number | null
  card: string | null
  thumbnail: string | null
}

const invalid = (field: string, message: string) =>
  new DomainError('invalid', message, { fields: { [field]: message } })

/** The file of an upload, or a 400 on `file`. */
export const checkPhotoFile = (file: FormDataEntryValue | null): File =>
  checkImageFile(file, {
    types: PHOTO_TYPES,
    maxBytes: MAX_PHOTO_BYTES,
    missing: PHOTO_REQUIRED,
    wrongType: PHOTO_WRONG_TYPE,
    tooBig: PHOTO_TOO_BIG,
  })

/** The alternative text, required: a 400 on `alt`. */
export function checkAlt(value: unknown): string {
  const alt = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''
  if (!alt) throw invalid('alt', ALT_REQUIRED)
  if (alt.length > MAX_ALT_LENGTH) throw invalid('alt', ALT_TOO_LONG)
  return alt
}

function viewOf(photo: GroomerPhoto, media: Media | undefined): PhotoView | null {
  if (!media?.url) return null
  return {
    id: photo.id,
    kind: photo.kind,
    alt: media.alt,
    url: media.url,
    width: media.width ?? null,
    height: media.height ?? null,
    card: media.sizes?.card?.url ?? null,
    thumbnail: media.sizes?.thumbnail?.url ?? null,
  }
}

/** These groomers' photo records, each groomer's in their order, as `person` (null: anonymous) may read them. */
async function photoRecords(groomerIds: number[], person: AuthenticatedPerson | null, withImages: boolean) {
  if (groomerIds.length === 0) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'groomer-photos',
    where: { groomer: { in: groomerIds } },
    sort: ['position', 'id'],
    pagination: false,
    depth: withImages ? 1 : 0,
    user: person,
    overrideAccess: false,
  })
  return docs
}

async function readPhotos(groomerIds: number[], person: AuthenticatedPerson | null): Promise<Map<number, PhotoView[]>> {
  const byGroomer = new Map<number, PhotoView[]>()
  for (const photo of await photoRecords(groomerIds, person, true)) {
    const view = viewOf(photo, typeof photo.media === 'object' ? photo.media : undefined)
    const groomerId = relationId(photo.groomer)
    if (!view || groomerId === null) continue
    byGroomer.set(groomerId, [...(byGroomer.get(groomerId) ?? []), view])
  }
  return byGroomer
}

/** Published profiles' photos, for the profile page and the cards (the caller lists published groomers only). */
export const publicPhotos = (groomerIds: number[]) => readPhotos(groomerIds, null)

/** Each groomer's first photo (its media id), for the directory's cards; the caller lists published groomers only. */
export async function firstPhotoIds(groomerIds: number[]): Promise<Map<number, number>> {
  const first = new Map<number, number>()
  for (const photo of await photoRecords(groomerIds, null, false)) {
    const groomerId = relationId(photo.groomer)
    const mediaId = relationId(photo.media)
    if (groomerId !== null && mediaId !== null && !first.has(groomerId)) first.set(groomerId, mediaId)
  }
  return first
}

/** The groomer's own photos, in their order. */
export async function ownPhotos(groomer: AuthenticatedPerson): Promise<PhotoView[]> {
  return (await readPhotos([groomer.id], groomer)).get(groomer.id) ?? []
}

/** « camille-martin-salon.png »: the groomer's address on the site, then the file's own name. */
export function photoFileName(groomer: { id: number; uri?: string | null }, name: string | undefined): string {
  const original = path.basename(name?.trim() || 'photo.jpg')
  const owner = groomer.uri && /^[a-z0-9-]+$/.test(groomer.uri) ? groomer.uri : `toiletteur-${groomer.id}`
  return `${owner}-${original}`
}

/**
 * Adds a photo at the end of the groomer's gallery: the image in the media library with its
 * alternative text, then the photo, in one transaction. The groomer's row is locked first, so
 * two uploads at once cannot make a thirteenth.
 */
export async function addPhoto(
  groomer: AuthenticatedPerson & { uri?: string | null },
  file: File,
  { alt, kind }: { alt: string; kind: PhotoKind },
): Promise<PhotoView> {
  const data = Buffer.from(await file.arrayBuffer())
  return inPersonTransaction(groomer, async (req) => {
    const db = await transactionDb(req)
    await db.execute(sql`select 1 from "users" where "id" = ${groomer.id} for update`)
    const { docs } = await req.payload.find({
      collection: 'groomer-photos',
      where: { groomer: { equals: groomer.id } },
      sort: '-position',
      limit: MAX_PHOTOS,
      depth: 0,
      req,
      user: groomer,
      overrideAccess: false,
    })
    if (docs.length >= MAX_PHOTOS)
      throw new DomainError('conflict', TOO_MANY_PHOTOS, { fields: { file: TOO_MANY_PHOTOS } })
    const media = await req.payload
      .create({
        collection: 'media',
        data: { alt },
        // Named after the groomer: two groomers sending the same file at once get two names
        // (the same groomer's uploads wait on the lock above).
        file: { data, mimetype: file.type, name: photoFileName(groomer, file.name), size: data.length },
        req,
        user: groomer,
        overrideAccess: false,
      })
      .catch((error: unknown) => {
        // Payload refuses a file that is not really an image (400): the form's message instead.
        if ((error as { status?: number }).status === 400) throw invalid('file', PHOTO_WRONG_TYPE)
        throw error
      })
    const photo = await req.payload.create({
      collection: 'groomer-photos',
      data: { groomer: groomer.id, media: media.id, kind, position: (docs[0]?.position ?? 0) + 1 },
      req,
      user: groomer,
      overrideAccess: false,
      depth: 0,
    })
    return viewOf(photo, media)!
  })
}

async function ownPhoto(
  groomer: AuthenticatedPerson,
  id: number,
  req: Parameters<Parameters<typeof inPersonTransaction>[1]>[0],
) {
  const { docs } = await req.payload.find({
    collection: 'groomer-photos',
    where: { and: [{ id: { equals: id } }, { groomer: { equals: groomer.id } }] },
    limit: 1,
    depth: 0,
    req,
    user: groomer,
    overrideAccess: false,
  })
  const photo = docs[0]
  if (!photo) throw new DomainError('not_found', PHOTO_NOT_FOUND)
  return photo
}

/** Changes a photo's text or gallery, or moves it one place earlier or later in its groomer's order. */
export async function updatePhoto(
  groomer: AuthenticatedPerson,
  id: number,
  change: { alt?: string; kind?: PhotoKind; move?: 'earlier' | 'later' },
): Promise<PhotoView[]> {
  await inPersonTransaction(groomer, async (req) => {
    const photo = await ownPhoto(groomer, id, req)
    if (change.alt !== undefined)
      await req.payload.update({
        collection: 'media',
        id: relationId(photo.media)!,
        data: { alt: change.alt },
        req,
        user: groomer,
        overrideAccess: false,
      })
    if (change.kind !== undefined && change.kind !== photo.kind)
      await req.payload.update({
        collection: 'groomer-photos',
        id,
        data: { kind: change.kind },
        req,
        user: groomer,
        overrideAccess: false,
      })
    if (change.move) {
      const { docs } = await req.payload.find({
        collection: 'groomer-photos',
        where: { groomer: { equals: groomer.id } },
        sort: ['position', 'id'],
        pagination: false,
        depth: 0,
        req,
        user: groomer,
        overrideAccess: false,
      })
      const order = docs.map((doc) => doc.id)
      const from = order.indexOf(id)
      const to = change.move === 'earlier' ? from - 1 : from + 1
      if (to < 0 || to >= order.length) return
      ;[order[from], order[to]] = [order[to]!, order[from]!]
      // Positions 1..n again, written only where they changed.
      for (const [index, photoId] of order.entries()) {
        if (docs.find((doc) => doc.id === photoId)?.position === index + 1) continue
        await req.payload.update({
          collection: 'groomer-photos',
          id: photoId,
          data: { position: index + 1 },
          req,
          user: groomer,
          overrideAccess: false,
        })
      }
    }
  })
  return ownPhotos(groomer)
}

/** Removes a photo and its image (the groomer uploaded it: no one else uses it). */
export async function removePhoto(groomer: AuthenticatedPerson, id: number): Promise<void> {
  await inPersonTransaction(groomer, async (req) => {
    const photo = await ownPhoto(groomer, id, req)
    await req.payload.delete({ collection: 'groomer-photos', id, req, user: groomer, overrideAccess: false })
    await req.payload.delete({
      collection: 'media',
      id: relationId(photo.media)!,
      req,
      user: groomer,
      overrideAccess: false,
    })
  })
}
