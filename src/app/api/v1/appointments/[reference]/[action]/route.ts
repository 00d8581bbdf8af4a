import { NextResponse } from 'next/server'

import { getSession } from '@/server/auth/sessions'
import type { AuthenticatedPerson } from '@/server/auth/tokens'
import { answerBooking, BookingError, SIGN_IN_FIRST } from '@/server/booking/errors'
import { CANCELLED_MESSAGE, cancelAppointment, postponeAppointment, refuseAppointment, validateAppointment } from '@/server/booking/lifecycle'
import { postponeBody, refuseBody } from '@/server/booking/schemas'
import { jsonError, parseJsonBody } from '@/server/http/responses'
import type { Attendee } from '@/payload-types'

type Params = { params: Promise<{ reference: string; action: string }> }

async function signedIn(request: Request, kind: 'attendee' | 'user'): Promise<AuthenticatedPerson> {
  const person = await getSession(kind, request.headers)
  if (!person) throw new BookingError(401, SIGN_IN_FIRST)
  return person
}

/**
 * `POST /api/v1/appointments/{reference}/{cancel|postpone}` by its attendee,
 * `POST /api/v1/appointments/{reference}/{validate|refuse}` by its groomer.
 */
export async function POST(request: Request, { params }: Params) {
  const { reference, action } = await params
  return answerBooking(async () => {
    switch (action) {
      case 'cancel': {
        const attendee = (await signedIn(request, 'attendee')) as AuthenticatedPerson & Attendee
        const appointment = await cancelAppointment(attendee, reference)
        return NextResponse.json({ appointment, message: CANCELLED_MESSAGE })
      }
      case 'postpone': {
        const attendee = (await signedIn(request, 'attendee')) as AuthenticatedPerson & Attendee
        const parsed = await parseJsonBody(request, postponeBody)
        if (!parsed.ok) return parsed.response
        return NextResponse.json({ appointment: await postponeAppointment(attendee, reference, parsed.data.start) })
      }
      case 'validate':
        return NextResponse.json({ appointment: await validateAppointment(await signedIn(request, 'user'), reference) })
      case 'refuse': {
        const groomer = await signedIn(request, 'user')
        const parsed = await parseJsonBody(request, refuseBody)
        if (!parsed.ok) return parsed.response
        return NextResponse.json({ appointment: await refuseAppointment(groomer, reference, parsed.data.reason) })
      }
      default:
        return jsonError(404, 'Action inconnue.')
    }
  })
}
