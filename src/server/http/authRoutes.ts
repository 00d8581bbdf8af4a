import { issuePracticeTokens, practiceTokensCookie } from '../agenda/practiceTokens'
import { type Cookie, redirectWithCookies, withCookies } from './cookies'
import { jsonError } from './errors'
import { STATUS_OF_CODE } from './errorStatus'
import { safeRedirectPath } from '@/lib/safeRedirect'
import { env } from '../env'
import { getPayloadClient } from '../payload'
import { expiredSessionCookie, sessionCookie } from '../auth/cookies'
import type { SessionKind } from '../auth/kinds'
import { getSession, login, logout, publicPerson } from '../auth/sessions'
import { jsonAnswer } from './jsonAnswer'

/** Shared shape of the login answers: 200 with the token and the person, cookie set; 429 with Retry-After. */
export async function loginResponse(
  kind: SessionKind,
  email: string,
  password: string,
  address?: string,
): Promise<Response> {
  const result = await login(kind, email, password, address)
  if (!result.ok)
    return jsonError(
      STATUS_OF_CODE[result.code],
      result.error,
      {},
      result.code === 'rate_limited' ? { 'retry-after': String(result.retryAfterSeconds) } : {},
    )
  const cookies: Cookie[] = [sessionCookie(kind, result.token, result.exp)]
  // A practice member also gets agenda tokens (not sessions) that open their colleagues' agendas.
  const practiceTokens =
    kind === 'groomer' ? await issuePracticeTokens(await getPayloadClient(), result.person, result.exp) : null
  if (practiceTokens) cookies.push(practiceTokensCookie(practiceTokens, result.exp))
  return withCookies(jsonAnswer({ token: result.token, exp: result.exp, user: publicPerson(result.person) }), cookies)
}

export async function checkLoggedResponse(kind: SessionKind, request: Request): Promise<Response> {
  const person = await getSession(kind, request.headers)
  if (!person) return jsonError(401, 'Non connecté.')
  return jsonAnswer({ user: publicPerson(person) })
}

/** Always 200 with the cookie removed; the session itself ends when the token was valid. */
export async function logoutResponse(kind: SessionKind, request: Request): Promise<Response> {
  const person = await getSession(kind, request.headers)
  if (person) await logout(await getPayloadClient(), person)
  const cookies: Cookie[] = [expiredSessionCookie(kind)]
  if (kind === 'groomer') cookies.push(practiceTokensCookie(null, 0))
  const redirect = safeRedirectPath(new URL(request.url).searchParams.get('redirect'), env().SITE_URL)
  // Built on SITE_URL: the request's own URL carries the address the server is bound to (0.0.0.0:3100).
  return redirect
    ? redirectWithCookies(new URL(redirect, env().SITE_URL), cookies)
    : withCookies(jsonAnswer({ message: 'Vous êtes déconnecté.' }), cookies)
}
