import type { Media, User } from '@/payload-types'

import type { SignedInGroomer } from './self'
import { inPersonTransaction } from '../transaction'
import { DomainError } from '../domainErrors'

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp']
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024
const WRONG_TYPE = 'Choisissez une image JPEG, PNG ou WebP.'
const TOO_BIG = 'L’image ne doit pas dépasser 5 Mo.'

/** A 400 on `file` when the upload is not an accepted image. */
export function checkPictureFile(file: FormDataEntryValue | null): File {
  if (!(file instanceof File) || file.size === 0)
    throw new DomainError('invalid', 'Choisissez une photo.', { fields: { file: 'Choisissez une photo.' } })
  if (!IMAGE_TYPES.includes(file.type)) throw new DomainError('invalid', WRONG_TYPE, { fields: { file: WRONG_TYPE } })
  if (file.size > MAX_PICTURE_BYTES) throw new DomainError('invalid', TOO_BIG, { fields: { file: TOO_BIG } })
  return file
}

/** Stores the photo in the media library (groomers may create media) and makes it the groomer's picture. */
export async function replacePicture(groomer: SignedInGroomer, file: File): Promise<{ user: User; picture: Media }> {
  const data = Buffer.from(await file.arrayBuffer())
  const name = file.name?.trim() || 'photo'
  return inPersonTransaction(groomer, async (req) => {
    const picture = await req.payload
      .create({
        collection: 'media',
        data: { alt: `Photo de ${groomer.displayName ?? 'toiletteur'}` },
        file: { data, mimetype: file.type, name, size: data.length },
        req,
        user: groomer,
        overrideAccess: false,
      })
      .catch((error: unknown) => {
        // Payload refuses a file that is not really an image (400): a clear message instead.
        if ((error as { status?: number }).status === 400)
          throw new DomainError('invalid', WRONG_TYPE, { fields: { file: WRONG_TYPE } })
        throw error
      })
    const user = await req.payload.update({
      collection: 'users',
      id: groomer.id,
      data: { picture: picture.id },
      req,
      user: groomer,
      overrideAccess: false,
      depth: 0,
    })
    return { user, picture }
  })
}
