import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, getFieldsToSign, incrementLoginAttempts, type JsonObject, jwtSign, logoutOperation, type Payload, type PayloadRequest, resetLoginAttempts } from 'payload'
import { removeExpiredSessions } from 'payload/shared'

import type { PersonKind } from '../../access/roles'
import { getPayloadClient } from '../payload'
import { transactionDb } from '../transaction'
import { SESSION_KINDS, type SessionKind } from './kinds'
import { passwordMatches, spendPasswordCheck } from './password'
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
 * Runs `run` in one transaction holding the account's session lock. An account's session list is
 * written as a whole (Payload stores it as an array), so two logins or logouts at the same moment
 * (two devices, two tabs) could drop one session: they take turns, and each reads the list the
 * other wrote. Only the short read-and-write of the list runs under the lock, never a password hash.
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
  } finally {
    delete req.transactionID
  }
}

type StoredPerson = JsonObject & { id: number | string; email?: string; hash?: string; salt?: string; lockUntil?: string | null; loginAttempts?: number | null }
type Session = { id: string; createdAt: Date | string; expiresAt: Date | string }

const isLocked = (lockUntil: unknown) => typeof lockUntil === 'string' && new Date(lockUntil).getTime() > Date.now()
const refused = (status: 401 | 423): LoginResult => ({ ok: false, status, error: status === 423 ? ACCOUNT_LOCKED : WRONG_CREDENTIALS })

/**
 * Payload's login steps, ordered so that logins of one account do not queue behind each other's
 * password hash (PBKDF2, 600,000 iterations: a few hundred milliseconds of CPU): the password is
 * checked first, outside any transaction; then, under the account's session lock, the lockout is
 * re-read, one session is added to the list read there, and only that list is written.
 */
export async function login(kind: SessionKind, email: string, password: string): Promise<LoginResult> {
  const payload = await getPayloadClient()
  const collection = SESSION_KINDS[kind].collection
  const config = payload.collections[collection].config
  const normalizedEmail = email.trim().toLowerCase()
  if (!normalizedEmail || !password) return refused(401)

  const found = (await payload.db.findOne({ collection, where: { email: { equals: normalizedEmail } } })) as StoredPerson | null
  if (!found) {
    await spendPasswordCheck(password)
    return refused(401)
  }
  if (isLocked(found.lockUntil)) return refused(423)
  if (!(await passwordMatches(password, found))) {
    const attempt = { ...found, collection }
    await incrementLoginAttempts({ collection: config, payload, user: attempt as never })
    return refused(isLocked(attempt.lockUntil) ? 423 : 401)
  }

  const req = await createLocalReq({}, payload)
  const signed = await underSessionLock(payload, req, collection, normalizedEmail, async () => {
    const current = (await payload.db.findOne({ collection, req, where: { id: { equals: found.id } } })) as StoredPerson | null
    if (!current || isLocked(current.lockUntil)) return null
    const now = new Date()
    const session: Session = { id: randomUUID(), createdAt: now, expiresAt: new Date(now.getTime() + config.auth.tokenExpiration * 1000) }
    const sessions = [...removeExpiredSessions((current.sessions as Session[] | undefined) ?? []), session]
    await payload.db.updateOne({ collection, id: current.id, data: { sessions }, req, returning: false })
    await resetLoginAttempts({ collection: config, doc: current as never, payload, req })
    const person = { ...current, collection, sessions } as unknown as AuthenticatedPerson
    const fieldsToSign = getFieldsToSign({ collectionConfig: config, email: normalizedEmail, sid: session.id, user: person as never })
    return { person, sid: session.id, ...(await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: config.auth.tokenExpiration })) }
  })
  if (!signed) return refused(423)
  // What the person may read of themselves, as any later request of theirs would see it.
  const person = await payload.findByID({ collection, id: signed.person.id, depth: 0, user: signed.person, overrideAccess: false, disableErrors: true })
  return { ok: true, token: signed.token, exp: signed.exp, person: { ...(person ?? signed.person), collection, _sid: signed.sid } as AuthenticatedPerson }
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
