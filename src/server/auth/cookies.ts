import { env } from '../env'
import { SESSION_KINDS, type SessionKind } from './kinds'

type CookieOptions = {
  httpOnly: boolean
  sameSite: 'lax'
  secure: boolean
  path: string
  expires: Date
}

/** The session cookie of one kind of person: HTTP-only, SameSite=Lax, secure in production. */
export function sessionCookie(kind: SessionKind, token: string, expiresAtSeconds: number) {
  const options: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().SECURE_COOKIES,
    path: '/',
    expires: new Date(expiresAtSeconds * 1000),
  }
  return { name: SESSION_KINDS[kind].cookie, value: token, options }
}

export function expiredSessionCookie(kind: SessionKind) {
  return { ...sessionCookie(kind, '', 0), options: { ...sessionCookie(kind, '', 0).options, expires: new Date(0) } }
}
