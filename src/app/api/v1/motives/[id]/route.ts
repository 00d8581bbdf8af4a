import { NextResponse } from 'next/server'

import { answerSettings, idParam, signedInGroomer } from '@/server/groomerSettings/http'
import { deleteMotive, MOTIVE_NOT_FOUND, updateMotive } from '@/server/groomerSettings/motives'
import { motiveBody } from '@/server/groomerSettings/schemas'
import { parseJsonBody } from '@/server/http/responses'

type Params = { params: Promise<{ id: string }> }

/** `PUT /api/v1/motives/{id}` with the whole motive: `{motive}`; another groomer's motive is a 404. */
export async function PUT(request: Request, { params }: Params) {
  const { id } = await params
  return answerSettings(async () => {
    const groomer = await signedInGroomer(request)
    const motiveId = idParam(id, MOTIVE_NOT_FOUND)
    const parsed = await parseJsonBody(request, motiveBody)
    if (!parsed.ok) return parsed.response
    return NextResponse.json({ motive: await updateMotive(groomer, motiveId, parsed.data) })
  })
}

/** `DELETE /api/v1/motives/{id}`: `{deleted: true}`, or 409 when future appointments use it. */
export async function DELETE(request: Request, { params }: Params) {
  const { id } = await params
  return answerSettings(async () => {
    const groomer = await signedInGroomer(request)
    await deleteMotive(groomer, idParam(id, MOTIVE_NOT_FOUND))
    return NextResponse.json({ deleted: true })
  })
}
