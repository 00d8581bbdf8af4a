import { GROOMER_NOT_FOUND, requireSelfGroomer } from '@/server/groomerAccount/self'
import { checkPictureFile, replacePicture } from '@/server/groomerAccount/picture'
import { ApiError } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `POST /api/v1/users/{id}/picture` (multipart, `file`): the groomer's new profile photo (201). */
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
    const { picture } = await replacePicture(groomer, checkPictureFile(form.get('file')))
    return jsonAnswer({ picture: { id: picture.id, url: picture.url, alt: picture.alt } }, { status: 201 })
  },
)
