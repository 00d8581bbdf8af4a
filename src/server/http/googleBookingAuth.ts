import { createHash, timingSafeEqual } from 'node:crypto'

import { env } from '../env'
import { ApiError } from './errors'

export const NOT_CONFIGURED = 'Réserver avec Google n’est pas configuré sur ce site.'
export const WRONG_CREDENTIALS = 'Identifiants Google invalides.'

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b))

/**
 * Google's requests carry HTTP basic credentials (GOOGLE_BOOKING_USERNAME and _PASSWORD, given to
 * Google in the Actions Center). Without them configured the endpoints do not exist (404); a request
 * without the right ones is a 401 that names the scheme.
 */
export function requireGoogleCredentials(request: Request): void {
  const { GOOGLE_BOOKING_USERNAME: username, GOOGLE_BOOKING_PASSWORD: password } = env()
  if (!username || !password) throw new ApiError(404, NOT_CONFIGURED)
  const header = request.headers.get('authorization') ?? ''
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header)
  const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : ''
  const colon = decoded.indexOf(':')
  // Both compared whatever the first says, in constant time.
  const userOk = colon > 0 && same(decoded.slice(0, colon), username)
  const passwordOk = colon > 0 && same(decoded.slice(colon + 1), password)
  if (!userOk || !passwordOk)
    throw new ApiError(
      401,
      WRONG_CREDENTIALS,
      {},
      {},
      { 'www-authenticate': 'Basic realm="google-booking", charset="UTF-8"' },
    )
}
