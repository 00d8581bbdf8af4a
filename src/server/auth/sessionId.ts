import { sql } from '@payloadcms/db-postgres'

import { preparedRows } from '../db/prepared'
import type { Statement } from '../db/queryText'
import { DomainError, SIGN_IN_FIRST } from '../domainErrors'
import { getPayloadClient } from '../payload'
import { SESSION_KINDS, type SessionKind } from './kinds'
import { readToken, verifiedClaims } from './tokens'

/** A signed token's person and session, before the database says the session is still open. */
export type SessionClaims = { kind: SessionKind; id: number; sessionId: string }

/** The token's claims when its signature, expiry and kind hold; null otherwise (no database read). */
export async function sessionClaims(kind: SessionKind, headers: Headers): Promise<SessionClaims | null> {
  const token = readToken(headers, SESSION_KINDS[kind].cookie)
  if (!token) return null
  const claims = await verifiedClaims(token, (await getPayloadClient()).secret)
  if (!claims || claims.collection !== SESSION_KINDS[kind].collection) return null
  if (typeof claims.id !== 'number' || typeof claims.sid !== 'string') return null
  return { kind, id: claims.id, sessionId: claims.sid }
}

/** The same, or the 401 every route answers without a session. */
export async function requireSessionClaims(kind: SessionKind, headers: Headers): Promise<SessionClaims> {
  const claims = await sessionClaims(kind, headers)
  if (!claims) throw new DomainError('sign_in', SIGN_IN_FIRST)
  return claims
}

/**
 * SQL: the claims' session is still there and not expired (a logout or an expiry ends it at once,
 * as with `getSession`), for a hot path that checks it inside its own read.
 */
export const sessionOpenSql = ({ kind, id, sessionId }: SessionClaims): Statement => sql`exists (
    select 1 from ${sql.identifier(`${SESSION_KINDS[kind].collection}_sessions`)}
    where "_parent_id" = ${id}::int and "id" = ${sessionId}::varchar and "expires_at" > now())`

/**
 * The signed-in person's id, for hot paths that need nothing else of them (the register's notes):
 * the token's signature, then one indexed read that its session is still open. The full person is
 * not read: Payload's read of a groomer joins every list of the account (5–6 ms of the checkout's
 * 28, bench:checkout). Null without a valid session.
 */
export async function signedInId(kind: SessionKind, headers: Headers): Promise<number | null> {
  const claims = await sessionClaims(kind, headers)
  if (!claims) return null
  const rows = await preparedRows(sql`select ${sessionOpenSql(claims)} as "open"`)
  return rows[0]?.open === true ? claims.id : null
}

/** The same, or the 401 every route answers without a session. */
export async function requireSignedInId(kind: SessionKind, headers: Headers): Promise<{ id: number }> {
  const id = await signedInId(kind, headers)
  if (id === null) throw new DomainError('sign_in', SIGN_IN_FIRST)
  return { id }
}
