import { randomBytes } from 'node:crypto'

import { NextResponse, type NextRequest } from 'next/server'

import { LOCALE_COOKIE_MAX_AGE } from './i18n/locales'
import { localeRedirectTarget } from './i18n/paths'
import { loginRedirectFor } from './server/auth/protectedRoutes'
import { recordRenderedPath } from './server/cache/invalidationMirror'
import { isDraining } from './server/observability/draining'
import { cachedPage, pageBody, type CachedPage } from './server/cache/pageCache'
import { deviceOf, variantPathFor } from './server/cache/pageVariants'
import { frameworkScriptHashes } from './server/http/inlineScripts'
import { env } from './server/env'
import { primaryReadsCookie } from './server/http/primaryReads'
import {
  contentSecurityPolicy,
  isFrameablePath,
  staticSecurityHeaders,
  type PolicyOptions,
} from './server/http/securityHeaders'

export async function proxy(request: NextRequest) {
  const policy = (sources: PolicyOptions) =>
    contentSecurityPolicy({
      ...sources,
      admin: isAdmin(request),
      frameable: isFrameablePath(request.nextUrl.pathname),
      dev: process.env.NODE_ENV === 'development',
      secure: env().SECURE_COOKIES,
    })
  const target = localeRedirectTarget(request.nextUrl.pathname)
  if (target !== null) {
    // Redirects are built on SITE_URL, never on request.url (the address the server is bound to).
    // A plain URL: NextURL would keep the trailing slash it was asked to drop.
    return secured(
      NextResponse.redirect(new URL(target + request.nextUrl.search, env().SITE_URL), 301),
      policy({}),
      request,
    )
  }
  // Anonymous visitors of a protected group go to its login page; layouts then check the token itself.
  const login = loginRedirectFor(request.nextUrl.pathname, (cookie) => request.cookies.has(cookie))
  if (login) return secured(NextResponse.redirect(new URL(login, env().SITE_URL), 307), policy({}), request)
  // Layouts read the path (login redirects come back to it).
  const headers = new Headers(request.headers)
  headers.set('x-pathname', request.nextUrl.pathname + request.nextUrl.search)
  // Next reads the nonce from the request's policy and stamps its scripts with it. The proxy's own
  // fill of the front cache gets none: that HTML is served later, with its scripts' hashes.
  // Only documents need one: a client navigation's RSC payload of a prerendered page must not turn it dynamic.
  const nonce = request.headers.has(FILL_HEADER) || !isDocument(request) ? null : randomBytes(16).toString('base64')
  if (nonce) headers.set('content-security-policy', policy({ nonce }))
  const { response, page } = await servedFrom(request, headers)
  if (!request.cookies.has('NEXT_LOCALE')) {
    response.cookies.set('NEXT_LOCALE', 'fr', { maxAge: LOCALE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' })
  }
  // A server action (a form of the spaces) writes: that person's next reads come from the primary.
  if (request.method === 'POST' && env().DATABASE_REPLICA_URL) {
    const { name, value, options } = primaryReadsCookie()
    response.cookies.set(name, value, options)
  }
  return secured(response, page ? policy({ scriptHashes: scriptHashesOf(page) }) : policy({ nonce }), request)
}

const isAdmin = (request: NextRequest) =>
  request.nextUrl.pathname === '/admin' || request.nextUrl.pathname.startsWith('/admin/')

/** The security headers of the answer (next.config.ts sets the same static ones on what the proxy does not see). */
function secured(response: NextResponse, policy: string, request: NextRequest): NextResponse {
  const frameable = isFrameablePath(request.nextUrl.pathname)
  for (const { key, value } of staticSecurityHeaders({ secure: env().SECURE_COOKIES, frameable }))
    response.headers.set(key, value)
  response.headers.set('content-security-policy', policy)
  return response
}

/** A cached page's framework script hashes, computed once per cached body. */
const hashesByBody = new WeakMap<ArrayBuffer, string[]>()
function scriptHashesOf(page: CachedPage): string[] {
  let hashes = hashesByBody.get(page.body)
  if (!hashes) {
    const html = page.contentType.startsWith('text/html') ? new TextDecoder().decode(page.body) : ''
    hashes = frameworkScriptHashes(html)
    hashesByBody.set(page.body, hashes)
  }
  return hashes
}

/**
 * Cached pages get their query-string and device variant as a path segment (see pageVariants);
 * page views of them are answered from the front page cache when it has them.
 */
async function servedFrom(
  request: NextRequest,
  headers: Headers,
): Promise<{ response: NextResponse; page?: CachedPage }> {
  const { pathname, searchParams } = request.nextUrl
  const variant = variantPathFor(pathname, searchParams, deviceOf(request.headers.get('user-agent')))
  // Cached pages are rendered through a request to this server itself, which it no longer accepts
  // once stopping: 503, which the load balancer retries on another instance (deploy/nginx/site.conf).
  if (isDraining() && (variant !== null || PRERENDERED_FAMILY.test(pathname))) {
    return { response: drainingResponse() }
  }
  if (variant === null) {
    // Other addresses under the prerendered families (a 404 deeper down, a bad page number) are
    // rendered by Next as static pages, which cannot take a nonce: fetched like a fill, not kept.
    if (isPageView(request) && !request.headers.has(FILL_HEADER) && PRERENDERED_FAMILY.test(pathname)) {
      const loaded = await renderVariant(request, pathname + request.nextUrl.search)
      const page: CachedPage = {
        status: loaded.status,
        body: loaded.body,
        contentType: loaded.contentType,
        storedAt: 0,
        expiresAt: 0,
      }
      const response = new NextResponse(pageBody(page), {
        status: page.status,
        headers: { 'content-type': page.contentType, 'cache-control': CACHE_CONTROL.other },
      })
      return { response, page }
    }
    return { response: NextResponse.next({ request: { headers } }) }
  }
  recordRenderedPath(variant)
  if (isPageView(request) && !request.headers.has(FILL_HEADER)) {
    const page = await cachedPage(variant, () => renderVariant(request, variant))
    if (!page && isDraining()) return { response: drainingResponse() }
    if (page) {
      const response = new NextResponse(pageBody(page), {
        status: page.status,
        headers: {
          'content-type': page.contentType,
          'cache-control': CACHE_CONTROL[page.status === 200 ? 'page' : 'other'],
          vary: 'user-agent',
        },
      })
      return { response, page }
    }
  }
  if (variant === pathname) return { response: NextResponse.next({ request: { headers } }) }
  const target = new URL(`${variant}${request.nextUrl.search}`, serverOrigin(request))
  return { response: NextResponse.rewrite(target, { request: { headers } }) }
}

/**
 * The origin Next's router compares a rewrite with (the address the server listens on): a rewrite
 * to any other origin (`localhost` when the server listens on 127.0.0.1 or 0.0.0.0) is proxied
 * over HTTP to itself, one more hop, which fails once the server stops accepting (SIGTERM).
 */
function serverOrigin(request: NextRequest): string {
  const { HOSTNAME: host, PORT: port } = process.env
  if (!host || !port) return request.nextUrl.origin
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

const drainingResponse = () =>
  new NextResponse('Service momentanément indisponible', {
    status: 503,
    headers: { 'retry-after': '1', 'cache-control': CACHE_CONTROL.other },
  })

const PRERENDERED_FAMILY = /^\/(toiletteurs?|etude|guide-des-demarches-aupres-de-votre-toiletteur)\//

/** Marks the proxy's own request that fills the front cache, which must reach Next. */
const FILL_HEADER = 'x-page-cache-fill'

/** Not an RSC payload of a client navigation or a prefetch. */
const isDocument = (request: NextRequest) =>
  !request.headers.has('rsc') &&
  !request.headers.has('next-router-prefetch') &&
  !request.nextUrl.searchParams.has('_rsc')

/** A browser loading the page itself (not a client-side navigation, prefetch or HEAD). */
const isPageView = (request: NextRequest) => request.method === 'GET' && isDocument(request)

const CACHE_CONTROL = {
  page: 's-maxage=30, stale-while-revalidate=60',
  other: 'private, no-cache, no-store, max-age=0, must-revalidate',
}

/** Renders the variant through Next (and its own page cache) on this server; only fresh 200 pages are kept. */
async function renderVariant(request: NextRequest, variant: string) {
  const response = await fetch(new URL(variant, serverOrigin(request)), {
    headers: { accept: 'text/html', [FILL_HEADER]: '1' },
    cache: 'no-store',
    signal: AbortSignal.timeout(15_000),
  })
  const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8'
  const body = await response.arrayBuffer()
  const cacheable =
    response.status === 200 && contentType.startsWith('text/html') && response.headers.get('x-nextjs-cache') !== 'STALE'
  return { status: response.status, body, contentType, cacheable }
}

export const config = {
  // The API answers JSON itself: no locale, login redirect, variant or page cache applies to it.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|api/).*)'],
}
