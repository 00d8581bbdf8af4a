import { NextResponse, type NextRequest } from 'next/server'

import { LOCALE_COOKIE_MAX_AGE } from './i18n/locales'
import { localeRedirectTarget } from './i18n/paths'
import { loginRedirectFor } from './server/auth/protectedRoutes'

export function proxy(request: NextRequest) {
  const target = localeRedirectTarget(request.nextUrl.pathname)
  if (target !== null) {
    // A plain URL: NextURL would keep the trailing slash it was asked to drop.
    return NextResponse.redirect(new URL(target + request.nextUrl.search, request.url), 301)
  }
  // Anonymous visitors of a protected group go to its login page; layouts then check the token itself.
  const login = loginRedirectFor(request.nextUrl.pathname, (cookie) => request.cookies.has(cookie))
  if (login) return NextResponse.redirect(new URL(login, request.url), 307)
  // Layouts read the path (login redirects come back to it).
  const headers = new Headers(request.headers)
  headers.set('x-pathname', request.nextUrl.pathname + request.nextUrl.search)
  const response = NextResponse.next({ request: { headers } })
  if (!request.cookies.has('NEXT_LOCALE')) {
    response.cookies.set('NEXT_LOCALE', 'fr', { maxAge: LOCALE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' })
  }
  return response
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
