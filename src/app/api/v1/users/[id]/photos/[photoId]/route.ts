import { z } from 'zod'

import { ALT_REQUIRED, ALT_TOO_LONG, MAX_ALT_LENGTH, PHOTO_KINDS } from '@/lib/photoRules'
import { GROOMER_NOT_FOUND, requireSelfGroomer } from '@/server/groomerAccount/self'
import { PHOTO_NOT_FOUND, removePhoto, updatePhoto } from '@/server/groomerPhotos/photos'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const changeSchema = z
  .object({
    alt: z.string().trim().min(1, ALT_REQUIRED).max(MAX_ALT_LENGTH, ALT_TOO_LONG).optional(),
    kind: z.enum(PHOTO_KINDS, { error: 'Choisissez la galerie : le salon ou vos réalisations.' }).optional(),
    move: z.enum(['earlier', 'later'], { error: 'Déplacez la photo avant (earlier) ou après (later).' }).optional(),
  })
  .strict()

/** `PATCH /api/v1/users/{id}/photos/{photoId}` `{alt?, kind?, move?}`: answers the gallery in its new order. */
export const PATCH = apiRoute(
  {
    session: 'groomer',
    ids: { id: GROOMER_NOT_FOUND, photoId: PHOTO_NOT_FOUND },
    prepare: ({ person, params }) => requireSelfGroomer(person, params.id!),
    body: changeSchema,
  },
  async ({ prepared: groomer, ids, body }) => jsonAnswer({ photos: await updatePhoto(groomer, ids.photoId, body) }),
)

/** `DELETE /api/v1/users/{id}/photos/{photoId}`: removes the photo and its image. */
export const DELETE = apiRoute(
  {
    session: 'groomer',
    ids: { id: GROOMER_NOT_FOUND, photoId: PHOTO_NOT_FOUND },
    prepare: ({ person, params }) => requireSelfGroomer(person, params.id!),
  },
  async ({ prepared: groomer, ids }) => {
    await removePhoto(groomer, ids.photoId)
    return jsonAnswer({ message: 'La photo est supprimée.' })
  },
)
