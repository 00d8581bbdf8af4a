import { NextResponse } from 'next/server'

import { LINK_EXPIRED, PASSWORD_CHANGED, resetAttendeePassword, resetPasswordBody } from '@/server/auth/passwordReset'
import { jsonError, parseJsonBody } from '@/server/http/responses'

/** `POST /api/v1/auth/attendee/reset-password` `{token, password, passwordConfirmation}`. */
export async function POST(request: Request) {
  const parsed = await parseJsonBody(request, resetPasswordBody)
  if (!parsed.ok) return parsed.response
  if (!(await resetAttendeePassword(parsed.data.token, parsed.data.password))) return jsonError(400, LINK_EXPIRED, { token: LINK_EXPIRED })
  return NextResponse.json({ message: PASSWORD_CHANGED })
}
