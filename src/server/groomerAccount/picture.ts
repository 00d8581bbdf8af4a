import type { Media, User } from '@/payload-types'

import type { SignedInGroomer } from './self'
import { inPersonTransaction } from '../transaction'
import { DomainError } from '../domainErrors'

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp']
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024
const WRONG_TYPE = 'Choisissez une image JPEG, PNG ou WebP.'
const TOO_BIG = 'L’image ne doit pas dépasser 5 Mo.'

type ImageRules = { types: string[]; maxBytes: number; missing: string; wrongType: string; tooBig: string }

/** A 400 on `file` when the upload is not an accepted image (the portrait's rules, or the photos'). */
export function checkImageFile(file: FormDataEntryValue | null, rules: ImageRules): File {
  const refuse = (message: string) => new DomainError('invalid', message, { fields: { file: message } })
  if (!(file instanceof File) || file.size === 0) throw refuse(rules.missing)
  if (!rules.types.includes(file.type)) throw refuse(rules.wrongType)
  if (file.size > rules.maxBytes) throw refuse(rules.tooBig)
  return file
}

/** A 400 on `file` when the upload is not an accepted portrait. */
export const checkPictureFile = (file: FormDataEntryValue | null): File =>
  checkImageFile(file, {
    types: IMAGE_TYPES,
    maxBytes: MAX_PICTURE_BYTES,
    missing: 'Choisissez une photo.',
    wrongType: WRONG_TYPE,
    tooBig: TOO_BIG,
  })

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
