import { NextResponse } from 'next/server'

import { answerSettings, idParam, signedInGroomer } from '@/server/groomerSettings/http'
import { deleteHoliday, HOLIDAY_NOT_FOUND } from '@/server/groomerSettings/holidays'

/** `DELETE /api/v1/holidays/{id}`: `{deleted: true}`; another groomer's holiday is a 404. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return answerSettings(async () => {
    const groomer = await signedInGroomer(request)
    await deleteHoliday(groomer, idParam(id, HOLIDAY_NOT_FOUND))
    return NextResponse.json({ deleted: true })
  })
}
