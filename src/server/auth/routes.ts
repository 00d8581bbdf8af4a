import { NextResponse } from 'next/server'

import { issueTeamTokens, revokeTeamTokens, teamTokensCookie } from '../agenda/teamTokens'
import { env } from '../env'
import { safeRedirectPath } from '../http/safeRedirect'
import { getPayloadClient } from '../payload'
import { expiredSessionCookie, sessionCookie } from './cookies'
import type { SessionKind } from './kinds'
import { getSession, login, logout, publicPerson } from './sessions'

/** Shared shape of the login answers: 200 with the token and the person, cookie set. */
export async function loginResponse(kind: SessionKind, email: string, password: string) {
  const result = await login(kind, email, password)
  if (!result.ok) return NextResponse.json({ error: result.error, fields: {} }, { status: result.status })
  const response = NextResponse.json({ token: result.token, exp: result.exp, user: publicPerson(result.person) })
  const cookie = sessionCookie(kind, result.token, result.exp)
  response.cookies.set(cookie.name, cookie.value, cookie.options)
  // A practice member also gets their team mates' tokens, to open their agendas.
  const teamTokens = kind === 'user' ? await issueTeamTokens(await getPayloadClient(), result.person) : null
  if (teamTokens) {
    const teamCookie = teamTokensCookie(teamTokens, result.exp)
    response.cookies.set(teamCookie.name, teamCookie.value, teamCookie.options)
  }
  return response
}

export async function checkLoggedResponse(kind: SessionKind, request: Request) {
  const person = await getSession(kind, request.headers)
  if (!person) return NextResponse.json({ error: 'Non connecté.', fields: {} }, { status: 401 })
  return NextResponse.json({ user: publicPerson(person) })
}

/** Always 200 with the cookie removed; the session itself ends when the token was valid. */
export async function logoutResponse(kind: SessionKind, request: Request) {
  const person = await getSession(kind, request.headers)
  if (person) await logout(await getPayloadClient(), person)
  if (kind === 'user') await revokeTeamTokens(await getPayloadClient(), request.headers)
  const redirect = safeRedirectPath(new URL(request.url).searchParams.get('redirect'), env().SITE_URL)
  const response = redirect
    ? NextResponse.redirect(new URL(redirect, request.url), 303)
    : NextResponse.json({ message: 'Vous êtes déconnecté.' })
  const cookie = expiredSessionCookie(kind)
  response.cookies.set(cookie.name, cookie.value, cookie.options)
  if (kind === 'user') {
    const teamCookie = teamTokensCookie(null, 0)
    response.cookies.set(teamCookie.name, teamCookie.value, teamCookie.options)
  }
  return response
}
