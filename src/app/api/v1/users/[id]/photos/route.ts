import { z } from 'zod'

import { PHOTO_KINDS } from '@/lib/photoRules'
import { GROOMER_NOT_FOUND, requireSelfGroomer } from '@/server/groomerAccount/self'
import { addPhoto, checkAlt, checkPhotoFile, ownPhotos } from '@/server/groomerPhotos/photos'
import { ApiError } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const KIND_ERROR = 'Choisissez la galerie : le salon ou vos réalisations.'

/** `GET /api/v1/users/{id}/photos`: the groomer's own photos, in their order. */
export const GET = apiRoute(
  {
    session: 'groomer',
    ids: { id: GROOMER_NOT_FOUND },
    prepare: ({ person, params }) => requireSelfGroomer(person, params.id!),
  },
  async ({ prepared: groomer }) => jsonAnswer({ photos: await ownPhotos(groomer) }),
)

/**
 * `POST /api/v1/users/{id}/photos` (multipart: `file`, `alt`, `kind` salon | portfolio): adds a
 * photo at the end of the gallery (201 `{photo}`); 409 past 12.
 */
export const POST = apiRoute(
  {
    session: 'groomer',
    ids: { id: GROOMER_NOT_FOUND },
    prepare: ({ person, params }) => requireSelfGroomer(person, params.id!),
    content: 'multipart',
  },
  async ({ prepared: groomer, form }) => {
    if (!form)
      throw new ApiError(400, 'Envoyez la photo dans un formulaire (multipart/form-data).', {
        file: 'Choisissez une photo.',
      })
    const kind = z.enum(PHOTO_KINDS).safeParse(form.get('kind') ?? 'salon')
    if (!kind.success) throw new ApiError(400, KIND_ERROR, { kind: KIND_ERROR })
    const alt = checkAlt(form.get('alt'))
    const photo = await addPhoto(groomer, checkPhotoFile(form.get('file')), { alt, kind: kind.data })
    return jsonAnswer({ photo }, { status: 201 })
  },
)
