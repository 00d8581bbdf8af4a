import { NextResponse } from 'next/server'

import { getSession } from '@/server/auth/sessions'
import { requireSelf } from '@/server/booking/attendee'
import { sendAvailabilities } from '@/server/booking/availabilities'
import { answerBooking } from '@/server/booking/errors'
import { availabilitiesBody } from '@/server/booking/schemas'
import { parseJsonBody } from '@/server/http/responses'

/** `POST /api/v1/attendees/{id}/availabilities`: proposed ranges and a note for a groomer (201). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return answerBooking(async () => {
    const attendee = requireSelf(await getSession('attendee', request.headers), id)
    const parsed = await parseJsonBody(request, availabilitiesBody)
    if (!parsed.ok) return parsed.response
    const availabilityRequest = await sendAvailabilities(attendee, parsed.data)
    return NextResponse.json({ request: { reference: availabilityRequest.reference, status: availabilityRequest.status } }, { status: 201 })
  })
}
