import { after, NextResponse } from 'next/server'

import { getSession } from '@/server/auth/sessions'
import { requireSelf } from '@/server/booking/attendee'
import { createBooking } from '@/server/booking/create'
import { answerBooking } from '@/server/booking/errors'
import { createEventBody } from '@/server/booking/schemas'
import { parseJsonBody } from '@/server/http/responses'

/** Next's `after` inside a request; run at once elsewhere (route tests call the handler directly). */
function deferAfterResponse(task: () => Promise<void>) {
  try {
    after(task)
  } catch {
    return task()
  }
}

/** `POST /api/v1/attendees/{attendee_id}/create-event`: books a slot (201), 409 with fresh slots when taken. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return answerBooking(async () => {
    const attendee = requireSelf(await getSession('attendee', request.headers), id)
    const parsed = await parseJsonBody(request, createEventBody)
    if (!parsed.ok) return parsed.response
    // The groomer's e-mail is sent once the answer is on its way.
    const appointment = await createBooking(attendee, parsed.data, new Date(), deferAfterResponse)
    const { reference, status, start, end, kind, location, timezone, pet, note } = appointment
    return NextResponse.json({ appointment: { reference, status, start, end, timezone, kind, location, groomer: parsed.data.groomer, motive: parsed.data.motive, pet, note } }, { status: 201 })
  })
}
