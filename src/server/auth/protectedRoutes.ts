import { env } from '../env'
import { loginHref } from '@/lib/safeRedirect'
import { SESSION_KINDS, type SessionKind } from './kinds'

/** Pages of each protected group that stay open to anonymous visitors (login, invitation). */
const OPEN_PAGES: Record<Exclude<SessionKind, 'admin'>, RegExp> = {
  groomer: /^\/user\/(connexion|mot-de-passe|event-action|inscription\/[^/]+)\/?$/,
  attendee: /^\/participant\/(connexion|mot-de-passe)\/?$/,
}

const GROUPS: { kind: Exclude<SessionKind, 'admin'>; prefix: string }[] = [
  { kind: 'groomer', prefix: '/user' },
  { kind: 'attendee', prefix: '/participant' },
]

/** The login page an anonymous visitor of `pathname` must be sent to, or null (open page). */
export function loginRedirectFor(
  pathname: string,
  hasSessionCookie: (cookie: string) => boolean,
  siteUrl = env().SITE_URL,
): string | null {
  for (const { kind, prefix } of GROUPS) {
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) continue
    if (OPEN_PAGES[kind].test(pathname)) return null
    const { cookie, loginPath } = SESSION_KINDS[kind]
    return hasSessionCookie(cookie) ? null : loginHref(loginPath, pathname, siteUrl)
  }
  return null
}
