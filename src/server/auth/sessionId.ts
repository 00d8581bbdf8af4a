import { sql } from '@payloadcms/db-postgres'
import { jwtVerify } from 'jose'

import { preparedRows } from '../db/prepared'
import { DomainError, SIGN_IN_FIRST } from '../domainErrors'
import { getPayloadClient } from '../payload'
import { SESSION_KINDS, type SessionKind } from './kinds'
import { readToken, type TokenClaims } from './tokens'

/**
 * The signed-in person's id, for hot paths that need nothing else of them (the register's «
 * Encaisser » and its notes): the token's signature, then one indexed read that its session is
 * still there and not expired (a logout or an expiry ends it at once, as with `getSession`). The
 * full person is not read: Payload's read of a groomer joins every list of the account (5–6 ms of
 * the checkout's 28, bench:checkout). Null without a valid session.
 */
export async function signedInId(kind: SessionKind, headers: Headers): Promise<number | null> {
  const token = readToken(headers, SESSION_KINDS[kind].cookie)
  if (!token) return null
  const { collection } = SESSION_KINDS[kind]
  const payload = await getPayloadClient()
  let claims: TokenClaims
  try {
    claims = (await jwtVerify(token, new TextEncoder().encode(payload.secret), { algorithms: ['HS256'] }))
      .payload as TokenClaims
  } catch {
    return null
  }
  if (claims.collection !== collection || typeof claims.id !== 'number' || typeof claims.sid !== 'string') return null
  const rows = await preparedRows(sql`
    select 1 as "found" from ${sql.identifier(`${collection}_sessions`)}
    where "_parent_id" = ${claims.id}::int and "id" = ${claims.sid}::varchar and "expires_at" > now()`)
  return rows.length > 0 ? claims.id : null
}

/** The same, or the 401 every route answers without a session. */
export async function requireSignedInId(kind: SessionKind, headers: Headers): Promise<{ id: number }> {
  const id = await signedInId(kind, headers)
  if (id === null) throw new DomainError('sign_in', SIGN_IN_FIRST)
  return { id }
}
