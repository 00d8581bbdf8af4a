import { NextResponse } from 'next/server'

import { sessionCookie } from '@/server/auth/cookies'
import { publicPerson } from '@/server/auth/sessions'
import { jsonError, parseJsonBody } from '@/server/http/responses'
import { finishAccountBody, finishInvitedAccount, INVITATION_INVALID } from '@/server/groomerAccount/invitation'

/**
 * `POST /api/v1/users` `{user:{id, token, password, passwordConfirm}}`: the invited groomer sets
 * their password with the link's token; 201 with the new session (cookie `user_token`), 403 for a bad token.
 */
export async function POST(request: Request) {
  const parsed = await parseJsonBody(request, finishAccountBody)
  if (!parsed.ok) return parsed.response
  const result = await finishInvitedAccount(parsed.data.user)
  if (!result.ok) return jsonError(403, INVITATION_INVALID, { 'user.token': INVITATION_INVALID })
  const response = NextResponse.json({ user: publicPerson(result.person), token: result.token, exp: result.exp }, { status: 201 })
  const cookie = sessionCookie('user', result.token, result.exp)
  response.cookies.set(cookie.name, cookie.value, cookie.options)
  return response
}
