import { NextResponse } from 'next/server'

import type { Attendee } from '@/payload-types'
import { attendeeProfileBody, updateAttendeeProfile } from '@/server/attendees/profile'
import { expiredSessionCookie } from '@/server/auth/cookies'
import { PASSWORD_CHANGED } from '@/server/auth/passwordReset'
import { getSession, publicPerson } from '@/server/auth/sessions'
import { requireSelf } from '@/server/booking/attendee'
import { answerBooking } from '@/server/booking/errors'
import { parseJsonBody } from '@/server/http/responses'

/** `PUT /api/v1/attendees/{id}`: the signed-in attendee's own profile. */
export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return answerBooking(async () => {
    const attendee = requireSelf(await getSession('attendee', request.headers), id)
    const parsed = await parseJsonBody(request, attendeeProfileBody)
    if (!parsed.ok) return parsed.response
    const result = await updateAttendeeProfile(attendee, parsed.data)
    const shown = publicPerson({ ...result.attendee, collection: 'attendees' } as typeof attendee & Attendee)
    if (!result.passwordChanged) return NextResponse.json({ attendee: shown })
    const response = NextResponse.json({ attendee: shown, passwordChanged: true, message: PASSWORD_CHANGED })
    const cookie = expiredSessionCookie('attendee')
    response.cookies.set(cookie.name, cookie.value, cookie.options)
    return response
  })
}
