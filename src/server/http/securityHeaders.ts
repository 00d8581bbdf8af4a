/**
 * The security headers of every response, in one place (decision 0020). Pure: next.config.ts
 * (static headers, built once) and src/proxy.ts (the pages' Content-Security-Policy, per request)
 * both read it.
 */
import { createHash } from 'node:crypto'

import { MAP_TILE_URL } from '../../components/directory/mapConfig'
import { CONSENT_DEFAULTS_SCRIPT } from '../../components/layout/consent'

export const sha256Source = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

/** The site's own constant inline script (consent defaults), allowed by its hash on every page. */
const CONSENT_SCRIPT_HASH = sha256Source(CONSENT_DEFAULTS_SCRIPT)

/** The map tiles' origin from the tile template (`{s}` subdomains become a wildcard). */
export function tileSource(template: string = MAP_TILE_URL): string {
  const match = /^(https?:\/\/[^/]+)/.exec(template)
  return match ? match[1].replace(/\{[a-z]+\}/g, '*') : ''
}

export type PolicyOptions = {
  /** A fresh per-request nonce, for pages Next renders now (it stamps its own scripts with it). */
  nonce?: string | null
  /** The hashes of a cached page's inline scripts (`'sha256-…'`), for HTML rendered earlier. */
  scriptHashes?: readonly string[]
  /** The Payload admin (/admin): the same policy since it loads nothing from elsewhere (decision 0038). */
  admin?: boolean
  /** `next dev`: React's debugging uses eval, hot reload a WebSocket. */
  dev?: boolean
  /** HTTPS site (SECURE_COOKIES): plain http sub-resources are upgraded. */
  secure?: boolean
  /** The booking dialog for other sites' frames (/reserver/{uri}): any page may frame it. */
  frameable?: boolean
}

/** The one route another site may frame: the booking dialog of public/widget.js (issue 34 item 5). */
export const FRAMEABLE_PATH = /^\/reserver\/[^/]+\/?$/
export const isFrameablePath = (pathname: string) => FRAMEABLE_PATH.test(pathname)

/** The Content-Security-Policy of an HTML page. */
export function contentSecurityPolicy({ nonce, scriptHashes = [], dev, secure, frameable }: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      CONSENT_SCRIPT_HASH,
      ...scriptHashes,
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // Style attributes (React, Leaflet, Payload's admin) need 'unsafe-inline'; a nonce here would disable it.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', tileSource()].filter(Boolean) as [string, ...string[]],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(dev ? ['ws:'] : [])],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', frameable ? '*' : "'none'"],
    ...(secure ? ([['upgrade-insecure-requests']] as [string][]) : []),
  ]
  return directives.map((parts) => parts.join(' ')).join('; ')
}

/** Responses that are not HTML pages (API, files, images): nothing may load, run or frame them. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

export const HSTS = 'max-age=63072000; includeSubDomains'

/** The headers every response carries, whatever answers it. */
export function staticSecurityHeaders({
  secure,
  frameable = false,
}: {
  secure: boolean
  frameable?: boolean
}): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The position only for our own pages (« Autour de moi », asked on that tap), never a frame's.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()' },
    // For browsers without CSP's frame-ancestors (the frameable route relies on frame-ancestors alone).
    ...(frameable ? [] : [{ key: 'X-Frame-Options', value: 'DENY' }]),
    ...(secure ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ]
}
