import { sessionCookie } from '@/server/auth/cookies'
import { publicPerson } from '@/server/auth/sessions'
import { finishAccountBody, finishInvitedAccount, INVITATION_INVALID } from '@/server/groomerAccount/invitation'
import { withCookies } from '@/server/http/cookies'
import { ApiError } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/**
 * `POST /api/v1/users` `{user:{id, token, password, passwordConfirm}}`: the invited groomer sets
 * their password with the link's token; 201 with the new session (cookie `user_token`), 403 for a bad token.
 */
export const POST = apiRoute({ session: 'none', body: finishAccountBody }, async ({ body }) => {
  const result = await finishInvitedAccount(body.user)
  if (!result.ok) throw new ApiError(403, INVITATION_INVALID, { 'user.token': INVITATION_INVALID })
  const answer = jsonAnswer(
    { user: publicPerson(result.person), token: result.token, exp: result.exp },
    { status: 201 },
  )
  return withCookies(answer, [sessionCookie('groomer', result.token, result.exp)])
})
