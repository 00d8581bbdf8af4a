import { jwtVerify } from 'jose'
import type { Payload, TypedUser } from 'payload'

import type { PersonKind } from '../../access/roles'

export type AuthenticatedPerson = TypedUser & { collection: PersonKind; _sid?: string }

export type TokenClaims = { id?: unknown; collection?: unknown; sid?: unknown }

/** The HMAC key of each secret, imported once: jose imports a raw secret on every call (measured 0.2 ms a checkout). */
const keys = new Map<string, Promise<CryptoKey>>()
const keyOf = (secret: string) => {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ])
    keys.set(secret, key)
  }
  return key
}

/** A Payload token's claims when its HS256 signature and expiry hold, else null. */
export async function verifiedClaims(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    return (await jwtVerify(token, await keyOf(secret), { algorithms: ['HS256'] })).payload as TokenClaims
  } catch {
    return null
  }
}

/**
 * Verifies a Payload session token for one auth collection: signature, expiry, the collection
 * it was issued for, and that its session still exists (a logout removes it).
 */
export async function verifySessionToken(
  payload: Payload,
  token: string,
  collection: PersonKind,
): Promise<AuthenticatedPerson | null> {
  const claims = await verifiedClaims(token, payload.secret)
  if (!claims) return null
  if (claims.collection !== collection) return null
  if (typeof claims.id !== 'number' && typeof claims.id !== 'string') return null
  // Authentication itself: no person is known yet, so access control cannot apply.
  const person = await payload
    .findByID({ collection, id: claims.id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!person) return null
  const sessions = (person as { sessions?: { id: string; expiresAt: string | Date }[] }).sessions ?? []
  const session = sessions.find((candidate) => candidate.id === claims.sid)
  if (!session || new Date(session.expiresAt).getTime() <= Date.now()) return null
  return { ...person, collection, _sid: session.id } as AuthenticatedPerson
}

/** Reads `Authorization: Bearer …` first, then the named cookie. */
export function readToken(headers: Headers, cookieName: string): string | null {
  const authorization = headers.get('authorization')
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || null
  return readCookie(headers, cookieName)
}

/** The value of the request's cookie `name` (URI-decoded), or null when absent or malformed. */
export function readCookie(headers: Headers, name: string): string | null {
  const header = headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(rest.join('=')) || null
    } catch {
      // A malformed value (`%`) is no value, not an error.
      return null
    }
  }
  return null
}
