import type { SanitizedConfig } from 'payload'

import { FILE_TOO_BIG, MAX_UPLOAD_BYTES } from '../../lib/uploadLimits'
import { decodeClaims } from '../payloadRest/claims'
import { SECRET_FIELD } from '../payloadRest/secretFields'
import { isCrossSite } from './origin'
import { jsonAnswer } from './jsonAnswer'

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** The product's session cookies: never credentials on Payload's REST (people use /api/v1). */
const PEOPLE_COOKIES = new Set(['user_token', 'attendee_token', 'users_tokens'])
const INT4_MAX = 2_147_483_647
const BODY_TYPES = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded']
/** What a multipart form adds to its file: boundaries, headers, the document's JSON. */
const FORM_OVERHEAD_BYTES = 1_000_000

/** Payload's REST error shape. */
const refuse = (status: number, message: string) => jsonAnswer({ errors: [{ message }] }, { status })

/**
 * In front of Payload's REST handler. It is the admins' API: a groomer's or an attendee's token
 * is dropped, so they reach it as anonymous visitors; the auth routes of people's collections do
 * not exist (their sign-in is /api/v1); ids, pages and bodies Payload would choke on (a 500) are
 * refused here with a 4xx.
 */
export function guardPayloadRest(configPromise: Promise<SanitizedConfig>, handler: Handler): Handler {
  return async (request, args) => {
    const config = await configPromise
    const { slug = [] } = await args.params
    const refusal = refusalOf(config, request, slug)
    if (refusal) return refusal
    // The admin's session is a cookie: another site's page must not write with it (CSRF).
    if (isCrossSite(request)) return refuse(403, 'Forbidden')
    const { forwarded, mayBeAdmin } = asAdminOrAnonymous(request)
    // Without an admin, nothing is written (before Payload even reads the body), and Payload's own
    // tables (preferences, locks, migrations, key-values), the admin panel's plumbing, are not read.
    const writes = !['GET', 'HEAD', 'OPTIONS'].includes(request.method) && !isSignedOutAdminAction(config, slug)
    if (!mayBeAdmin && (writes || slug[0]?.startsWith('payload-'))) return refuse(403, 'Forbidden')
    // A file over the limit is refused before its body is read (the form's other fields weigh little).
    if (writes && Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES)
      return refuse(413, FILE_TOO_BIG)
    const response = await handler(forwarded, args)
    // Payload's own refusal of a file found too big while reading it sometimes lost its message.
    if (response.status === 413) return refuse(413, FILE_TOO_BIG)
    // Payload answers a file missing on disk with a 500 of its own making, and a collection
    // without REST endpoints (its migrations) with a 501.
    if ((response.status === 500 && slug[1] === 'file') || response.status === 501) return refuse(404, 'Not Found')
    return response
  }
}

/** What an admin does before being signed in: their password forgotten, reset, the first account. */
const SIGNED_OUT_ADMIN_ACTIONS = new Set(['login', 'logout', 'forgot-password', 'reset-password', 'first-register'])
const isSignedOutAdminAction = (config: SanitizedConfig, slug: string[]) =>
  slug.length === 2 && slug[0] === config.admin.user && SIGNED_OUT_ADMIN_ACTIONS.has(slug[1])

function refusalOf(config: SanitizedConfig, request: Request, slug: string[]): Response | null {
  const [collectionSlug, segment, third] = slug
  const collection = config.collections.find((candidate) => candidate.slug === collectionSlug)
  if (collection && segment !== undefined) {
    if (collection.auth && collection.slug !== config.admin.user && segment !== 'access') {
      const authRoutes = [
        'login',
        'logout',
        'me',
        'refresh-token',
        'forgot-password',
        'reset-password',
        'unlock',
        'verify',
        'init',
        'first-register',
      ]
      if (authRoutes.includes(segment)) return refuse(404, 'Not Found')
    }
    const byRowId = (collection.endpoints || []).some((endpoint) => endpoint.path === '/:id')
    if (byRowId && !reservedSegments(collection.endpoints).has(segment) && !isRowId(segment))
      return refuse(404, 'Not Found')
    // Payload routes `versions` on every collection and answers a 500 where there are none.
    if (segment === 'versions' && (!collection.versions || (third !== undefined && !isRowId(third))))
      return refuse(404, 'Not Found')
  }
  if (collectionSlug === 'globals' && third === 'versions') {
    const global = config.globals.find((candidate) => candidate.slug === segment)
    if (!global?.versions || (slug[3] !== undefined && !isRowId(slug[3]))) return refuse(404, 'Not Found')
  }
  const query = new URL(request.url).searchParams
  const search = decodedSearch(request.url)
  if (search === null || SECRET_FIELD.test(search)) return refuse(400, 'Invalid query')
  for (const [name, min] of [
    ['page', 1],
    ['limit', 0],
    ['depth', 0],
  ] as const) {
    const value = query.get(name)
    if (value !== null && !(/^\d{1,9}$/.test(value) && Number(value) >= min)) return refuse(400, `Invalid ${name}`)
  }
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS' && hasBody(request)) {
    const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
    if (!BODY_TYPES.includes(type)) return refuse(415, 'Unsupported Media Type')
  }
  return null
}

function decodedSearch(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).search)
  } catch {
    return null
  }
}

const isRowId = (segment: string) => /^\d{1,10}$/.test(segment) && Number(segment) >= 1 && Number(segment) <= INT4_MAX

const hasBody = (request: Request) =>
  Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding')

/** The fixed first segments of a collection's endpoints (`count`, `versions`, `file`, `login`…). */
function reservedSegments(endpoints: SanitizedConfig['collections'][number]['endpoints']): Set<string> {
  const reserved = new Set<string>()
  for (const endpoint of endpoints || []) {
    const first = endpoint.path.split('/').filter(Boolean)[0]
    if (first && !first.startsWith(':')) reserved.add(first)
  }
  return reserved
}

const claimsAdmin = (token: string) => {
  try {
    return decodeClaims(decodeURIComponent(token))?.collection === 'admins'
  } catch {
    return false
  }
}

/**
 * The request without any credential that is not an admin's, and whether one that says it is an
 * admin's is left (its strategy still verifies it).
 */
function asAdminOrAnonymous(request: Request): { forwarded: Request; mayBeAdmin: boolean } {
  const headers = new Headers(request.headers)
  let mayBeAdmin = false
  const bearer = headers.get('authorization')
  if (bearer !== null) {
    if (claimsAdmin(bearer.replace(/^(Bearer|JWT)\s+/i, ''))) mayBeAdmin = true
    else headers.delete('authorization')
  }
  const cookies = (headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
  const kept = cookies.filter((cookie) => {
    const [name, ...value] = cookie.split('=')
    if (PEOPLE_COOKIES.has(name)) return false
    if (name === 'admin_token' || name.endsWith('-token')) {
      const admin = claimsAdmin(value.join('='))
      mayBeAdmin ||= admin
      return admin
    }
    return true
  })
  if (kept.length) headers.set('cookie', kept.join('; '))
  else headers.delete('cookie')
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    body: request.body,
    signal: request.signal,
    duplex: 'half',
  }
  return { forwarded: new Request(request.url, init), mayBeAdmin }
}
