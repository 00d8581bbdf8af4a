import { NextResponse } from 'next/server'

import { loginResponse } from '@/server/auth/routes'
import { attendeeAccountBody, createAttendeeAccount } from '@/server/booking/account'
import { answerBooking } from '@/server/booking/errors'
import { parseJsonBody } from '@/server/http/responses'

/** `POST /api/v1/attendees`: creates the account and signs it in (201 `{attendee, token, exp}` + cookie). */
export async function POST(request: Request) {
  const parsed = await parseJsonBody(request, attendeeAccountBody)
  if (!parsed.ok) return parsed.response
  return answerBooking(async () => {
    await createAttendeeAccount(parsed.data)
    const login = await loginResponse('attendee', parsed.data.email, parsed.data.password)
    const body = (await login.json()) as { token: string; exp: number; user: Record<string, unknown> }
    const response = NextResponse.json({ attendee: body.user, token: body.token, exp: body.exp }, { status: 201 })
    for (const cookie of login.cookies.getAll()) response.cookies.set(cookie)
    return response
  })
}
