import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import {
  createLocalReq,
  type Field,
  getFieldsToSign,
  type JsonObject,
  jwtSign,
  logoutOperation,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { removeExpiredSessions } from 'payload/shared'

import type { PersonKind } from '../../access/roles'
import { getPayloadClient } from '../payload'
import { admitSignIn, recordSignInFailure, recordSignInSuccess, tooManySignIns } from '../rateLimits'
import { transactionDb } from '../transaction'
import { SESSION_KINDS, type SessionKind } from './kinds'
import { passwordMatches, spendPasswordCheck } from './password'
import { readToken, verifySessionToken, type AuthenticatedPerson } from './tokens'

export type LoginResult =
  | { ok: true; token: string; exp: number; person: AuthenticatedPerson }
  | { ok: false; code: 'sign_in'; error: string }
  | { ok: false; code: 'rate_limited'; error: string; retryAfterSeconds: number }

export const WRONG_CREDENTIALS = 'Aucun compte n’existe avec cet e-mail et ce mot de passe.'

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
async function underSessionLock<T>(
  payload: Payload,
  req: PayloadRequest,
  collection: PersonKind,
  email: string,
  run: () => Promise<T>,
): Promise<T> {
  const transactionID = await payload.db.beginTransaction()
  if (!transactionID) return run()
  req.transactionID = transactionID
  try {
    const db = await transactionDb(req)
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`session:${collection}:${email.trim().toLowerCase()}`}))`,
    )
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

type StoredPerson = JsonObject & { id: number | string; email?: string; hash?: string; salt?: string }
type Session = { id: string; createdAt: Date | string; expiresAt: Date | string }

const refused: LoginResult = { ok: false, code: 'sign_in', error: WRONG_CREDENTIALS }

/**
 * Payload's login steps, ordered so that logins of one account do not queue behind each other's
 * password hash (PBKDF2, 600,000 iterations: a few hundred milliseconds of CPU): the throttle first
 * (over a limit, the password is not even checked), then the password, outside any transaction;
 * then, under the account's session lock, one session is added to the list read there, and only
 * that list is written. There is no account lockout: a stranger could lock anyone out with it.
 * `address`: the client's (clientIp); left out only where this very request has just set the
 * password (sign-up, invitation), which guesses nothing.
 */
/**
 * The raw update below rewrites every array table of the row, whether the data has it or not
 * (an absent array is emptied): the other top-level arrays (an owner's pets) go back as read.
 */
function otherArrays(fields: Field[], current: StoredPerson): Record<string, unknown> {
  const row = current as unknown as Record<string, unknown>
  return Object.fromEntries(
    fields.flatMap((field) =>
      field.type === 'array' && field.name !== 'sessions' ? [[field.name, row[field.name] ?? []]] : [],
    ),
  )
}

export async function login(
  kind: SessionKind,
  email: string,
  password: string,
  address?: string,
): Promise<LoginResult> {
  const payload = await getPayloadClient()
  const collection = SESSION_KINDS[kind].collection
  // Stored rate-limit keys keep the spec's name of the kind (`user:…` for a groomer).
  const limitKey = SESSION_KINDS[kind].segment
  const config = payload.collections[collection].config
  const normalizedEmail = email.trim().toLowerCase()
  if (!normalizedEmail || !password) return refused

  const admitted = address === undefined ? { ok: true as const } : await admitSignIn(limitKey, normalizedEmail, address)
  if (!admitted.ok)
    return {
      ok: false,
      code: 'rate_limited',
      error: tooManySignIns(admitted.retryAfterSeconds),
      retryAfterSeconds: admitted.retryAfterSeconds,
    }
  const found = (await payload.db.findOne({
    collection,
    where: { email: { equals: normalizedEmail } },
  })) as StoredPerson | null
  // An unknown e-mail costs the same hash and counts the same failure as a wrong password.
  const matches = found ? await passwordMatches(password, found) : await spendPasswordCheck(password).then(() => false)
  if (!found || !matches) {
    if (address !== undefined) await recordSignInFailure(limitKey, normalizedEmail, address)
    return refused
  }

  const req = await createLocalReq({}, payload)
  const signed = await underSessionLock(payload, req, collection, normalizedEmail, async () => {
    const current = (await payload.db.findOne({
      collection,
      req,
      where: { id: { equals: found.id } },
    })) as StoredPerson | null
    if (!current) return null
    const now = new Date()
    const session: Session = {
      id: randomUUID(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.auth.tokenExpiration * 1000),
    }
    const sessions = [...removeExpiredSessions((current.sessions as Session[] | undefined) ?? []), session]
    await payload.db.updateOne({
      collection,
      id: current.id,
      data: { sessions, ...otherArrays(config.fields, current) },
      req,
      returning: false,
    })
    const person = { ...current, collection, sessions } as unknown as AuthenticatedPerson
    const fieldsToSign = getFieldsToSign({
      collectionConfig: config,
      email: normalizedEmail,
      sid: session.id,
      user: person as never,
    })
    return {
      person,
      sid: session.id,
      ...(await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: config.auth.tokenExpiration })),
    }
  })
  if (!signed) return refused
  if (address !== undefined) await recordSignInSuccess(limitKey, normalizedEmail, address)
  // What the person may read of themselves, as any later request of theirs would see it.
  const person = await payload.findByID({
    collection,
    id: signed.person.id,
    depth: 0,
    user: signed.person,
    overrideAccess: false,
    disableErrors: true,
  })
  return {
    ok: true,
    token: signed.token,
    exp: signed.exp,
    person: { ...(person ?? signed.person), collection, _sid: signed.sid } as AuthenticatedPerson,
  }
}

/** Ends the session the person's token belongs to (other devices stay signed in). */
export async function logout(payload: Payload, person: AuthenticatedPerson): Promise<void> {
  const req = await createLocalReq({ user: person }, payload)
  await underSessionLock(payload, req, person.collection, String(person.email ?? person.id), () =>
    logoutOperation({ collection: payload.collections[person.collection], req }),
  )
}

const PRIVATE_KEYS = ['sessions', '_sid', '_strategy', 'hash', 'salt', 'resetPasswordToken', 'resetPasswordExpiration']

/** The person as the API shows them: no session or password internals. */
export function publicPerson(person: AuthenticatedPerson): Record<string, unknown> {
  return Object.fromEntries(Object.entries(person).filter(([key]) => !PRIVATE_KEYS.includes(key)))
}
