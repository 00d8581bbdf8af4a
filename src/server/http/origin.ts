import { env } from '../env'
import { SESSION_KINDS } from '../auth/kinds'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const SESSION_COOKIES: readonly string[] = Object.values(SESSION_KINDS).map((kind) => kind.cookie)

const cookieNames = (headers: Headers) =>
  (headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .filter(Boolean)

const parsedOrigin = (origin: string) => {
  try {
    return new URL(origin)
  } catch {
    return null
  }
}

/**
 * True when an unsafe request may have been sent by another site's page with this browser's
 * cookies (CSRF): `Sec-Fetch-Site: cross-site`, or an `Origin` that is neither SITE_URL's nor the
 * request's own host. A Bearer call without a session cookie is no browser's: it passes.
 */
export function isCrossSite(request: Request): boolean {
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return false
  const { headers } = request
  const hasCookie = cookieNames(headers).some((name) => SESSION_COOKIES.includes(name))
  const hasBearer = /^Bearer\s+\S/i.test(headers.get('authorization') ?? '')
  if (hasBearer && !hasCookie) return false
  if (headers.get('sec-fetch-site')?.toLowerCase() === 'cross-site') return true
  const origin = headers.get('origin')
  if (origin === null) return false
  const from = parsedOrigin(origin)
  if (!from) return true
  return (
    from.origin !== new URL(env().SITE_URL).origin && from.host !== (headers.get('host') ?? new URL(request.url).host)
  )
}
