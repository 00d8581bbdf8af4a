import { loginResponse } from '@/server/http/authRoutes'
import { attendeeAccountBody, createAttendeeAccount } from '@/server/booking/account'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `POST /api/v1/attendees`: creates the account and signs it in (201 `{attendee, token, exp}` + cookie). */
export const POST = apiRoute({ session: 'none', body: attendeeAccountBody }, async ({ body }) => {
  await createAttendeeAccount(body)
  const login = await loginResponse('attendee', body.email, body.password)
  const answer = (await login.json()) as { token: string; exp: number; user: Record<string, unknown> }
  const headers = new Headers()
  for (const cookie of login.headers.getSetCookie()) headers.append('set-cookie', cookie)
  return jsonAnswer({ attendee: answer.user, token: answer.token, exp: answer.exp }, { status: 201, headers })
})
