import { NextResponse, type NextRequest } from 'next/server'

import { LOCALE_COOKIE_MAX_AGE } from './i18n/locales'
import { localeRedirectTarget } from './i18n/paths'
import { loginRedirectFor } from './server/auth/protectedRoutes'
import { cachedPage } from './server/cache/pageCache'
import { deviceOf, variantPathFor } from './server/cache/pageVariants'

export async function proxy(request: NextRequest) {
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
  const response = await servedFrom(request, headers)
  if (!request.cookies.has('NEXT_LOCALE')) {
    response.cookies.set('NEXT_LOCALE', 'fr', { maxAge: LOCALE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' })
  }
  return response
}

/**
 * Cached pages get their query-string and device variant as a path segment (see pageVariants);
 * page views of them are answered from the front page cache when it has them.
 */
async function servedFrom(request: NextRequest, headers: Headers): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl
  const variant = variantPathFor(pathname, searchParams, deviceOf(request.headers.get('user-agent')))
  if (variant === null) return NextResponse.next({ request: { headers } })
  if (isPageView(request) && !request.headers.has(FILL_HEADER)) {
    const page = await cachedPage(variant, () => renderVariant(request, variant))
    if (page) {
      return new NextResponse(page.body, {
        status: page.status,
        headers: { 'content-type': page.contentType, 'cache-control': CACHE_CONTROL[page.status === 200 ? 'page' : 'other'], vary: 'user-agent' },
      })
    }
  }
  if (variant === pathname) return NextResponse.next({ request: { headers } })
  const target = request.nextUrl.clone()
  target.pathname = variant
  return NextResponse.rewrite(target, { request: { headers } })
}

/** Marks the proxy's own request that fills the front cache, which must reach Next. */
const FILL_HEADER = 'x-page-cache-fill'

/** A browser loading the page itself (not a client-side navigation, prefetch or HEAD). */
const isPageView = (request: NextRequest) =>
  request.method === 'GET' && !request.headers.has('rsc') && !request.headers.has('next-router-prefetch') && !request.nextUrl.searchParams.has('_rsc')

const CACHE_CONTROL = { page: 's-maxage=30, stale-while-revalidate=60', other: 'private, no-cache, no-store, max-age=0, must-revalidate' }

/** Renders the variant through Next (and its own page cache) on this server; only fresh 200 pages are kept. */
async function renderVariant(request: NextRequest, variant: string) {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN ?? request.nextUrl.origin
  const response = await fetch(new URL(variant, origin), {
    headers: { accept: 'text/html', [FILL_HEADER]: '1' },
    cache: 'no-store',
    signal: AbortSignal.timeout(15_000),
  })
  const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8'
  const body = await response.arrayBuffer()
  const cacheable = response.status === 200 && contentType.startsWith('text/html') && response.headers.get('x-nextjs-cache') !== 'STALE'
  return { status: response.status, body, contentType, cacheable }
}

export const config = {
  // The API answers JSON itself: no locale, login redirect, variant or page cache applies to it.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|api/).*)'],
}
