import { NextResponse } from 'next/server'

import { getSession } from '@/server/auth/sessions'
import { answerBooking } from '@/server/booking/errors'
import { checkPictureFile, replacePicture } from '@/server/groomerAccount/picture'
import { requireSelfGroomer } from '@/server/groomerAccount/self'
import { jsonError } from '@/server/http/responses'

/** `POST /api/v1/users/{id}/picture` (multipart, `file`): the groomer's new profile photo (201). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return answerBooking(async () => {
    const groomer = requireSelfGroomer(await getSession('user', request.headers), id)
    const form = await request.formData().catch(() => null)
    if (!form) return jsonError(400, 'Envoyez la photo dans un formulaire (multipart/form-data).', { file: 'Choisissez une photo.' })
    const { picture } = await replacePicture(groomer, checkPictureFile(form.get('file')))
    return NextResponse.json({ picture: { id: picture.id, url: picture.url, alt: picture.alt } }, { status: 201 })
  })
}
