import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, logoutOperation, type Payload, type PayloadRequest } from 'payload'

import type { PersonKind } from '../../access/roles'
import { loginRefusalStatus } from '../http/payloadErrors'
import { getPayloadClient } from '../payload'
import { transactionDb } from '../transaction'
import { SESSION_KINDS, type SessionKind } from './kinds'
import { readToken, verifySessionToken, type AuthenticatedPerson } from './tokens'

export type LoginResult =
  | { ok: true; token: string; exp: number; person: AuthenticatedPerson }
  | { ok: false; status: 401 | 423; error: string }

export const WRONG_CREDENTIALS = 'Aucun compte n’existe avec cet e-mail et ce mot de passe.'
export const ACCOUNT_LOCKED = 'Trop de tentatives : ce compte est bloqué pendant 10 minutes.'

/** The person of `kind` signed in on this request (Bearer header first, then the kind's cookie). */
export async function getSession(kind: SessionKind, headers: Headers): Promise<AuthenticatedPerson | null> {
  const token = readToken(headers, SESSION_KINDS[kind].cookie)
  if (!token) return null
  const payload = await getPayloadClient()
  return verifySessionToken(payload, token, SESSION_KINDS[kind].collection)
}

/**
 * Runs `run` in one transaction holding the account's session lock. Payload rewrites an account's
 * whole session list at each login and logout, so two of them at the same moment (two devices, two
 * tabs) could drop one session: they take turns, and each reads the list the other wrote.
 */
async function underSessionLock<T>(payload: Payload, req: PayloadRequest, collection: PersonKind, email: string, run: () => Promise<T>): Promise<T> {
  const transactionID = await payload.db.beginTransaction()
  if (!transactionID) return run()
  req.transactionID = transactionID
  try {
    const db = await transactionDb(req)
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`session:${collection}:${email.trim().toLowerCase()}`}))`)
    const result = await run()
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

export async function login(kind: SessionKind, email: string, password: string): Promise<LoginResult> {
  const payload = await getPayloadClient()
  const collection = SESSION_KINDS[kind].collection
  try {
    const req = await createLocalReq({}, payload)
    const result = await underSessionLock(payload, req, collection, email, () => payload.login({ collection, data: { email, password }, depth: 0, req }))
    if (!result.token || !result.exp) return { ok: false, status: 401, error: WRONG_CREDENTIALS }
    return {
      ok: true,
      token: result.token,
      exp: result.exp,
      person: { ...result.user, collection } as AuthenticatedPerson,
    }
  } catch (error) {
    const status = loginRefusalStatus(error)
    if (status === 423) return { ok: false, status: 423, error: ACCOUNT_LOCKED }
    if (status) return { ok: false, status: 401, error: WRONG_CREDENTIALS }
    throw error
  }
}

/** Ends the session the person's token belongs to (other devices stay signed in). */
export async function logout(payload: Payload, person: AuthenticatedPerson): Promise<void> {
  const req = await createLocalReq({ user: person }, payload)
  await underSessionLock(payload, req, person.collection, String(person.email ?? person.id), () => logoutOperation({ collection: payload.collections[person.collection], req }))
}

const PRIVATE_KEYS = ['sessions', '_sid', '_strategy', 'hash', 'salt', 'loginAttempts', 'lockUntil', 'resetPasswordToken', 'resetPasswordExpiration']

/** The person as the API shows them: no session, password or lockout internals. */
export function publicPerson(person: AuthenticatedPerson): Record<string, unknown> {
  return Object.fromEntries(Object.entries(person).filter(([key]) => !PRIVATE_KEYS.includes(key)))
}
