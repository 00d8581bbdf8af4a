import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { relationId } from '@/lib/relations'

import { env } from '../env'
import { PRACTICE_TOKENS_COOKIE } from '../auth/kinds'
import { readToken, type AuthenticatedPerson } from '../auth/tokens'

/** users_tokens: per practice member id, a token that opens that member's agenda to the signed-in groomer. */
export type PracticeTokens = Record<string, string>

/** What an agenda token grants: viewer `v` (in session `s`) may open member `m`'s agenda in practice `t` until `exp`. */
type AgendaGrant = { v: number; s: string; m: number; t: number; exp: number }

export const practiceIdOf = (person: { team?: number | { id: number } | null }): number | null =>
  relationId(person.team ?? null)

const signatureOf = (body: string) =>
  createHmac('sha256', env().PAYLOAD_SECRET).update(`team-agenda:${body}`).digest('base64url')

/**
 * An agenda token, not a session: no session strategy accepts it, so it opens that one agenda
 * (through `actingMember`) and nothing else, and it dies with the viewer's own session.
 */
export function agendaToken(grant: AgendaGrant): string {
  const body = Buffer.from(JSON.stringify(grant)).toString('base64url')
  return `${body}.${signatureOf(body)}`
}

function readGrant(token: string): AgendaGrant | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(signatureOf(body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AgendaGrant
    return typeof grant.v === 'number' && typeof grant.m === 'number' && typeof grant.s === 'string' ? grant : null
  } catch {
    return null
  }
}

/** Agenda tokens for the groomer's practice members (everyone in their practice but them), or null without one. */
export async function issuePracticeTokens(
  payload: Payload,
  groomer: AuthenticatedPerson,
  expiresAtSeconds: number,
): Promise<PracticeTokens | null> {
  const practice = practiceIdOf(groomer as User)
  if (!practice || !groomer._sid) return null
  // System read: the groomer just proved their password; their practice's member list is what is issued for.
  const { docs } = await payload.find({
    collection: 'users',
    where: { team: { equals: practice } },
    depth: 0,
    limit: 50,
    overrideAccess: true,
    select: { team: true },
  })
  const tokens: PracticeTokens = {}
  for (const member of docs) {
    if (member.id === groomer.id) continue
    tokens[String(member.id)] = agendaToken({
      v: Number(groomer.id),
      s: groomer._sid,
      m: member.id,
      t: practice,
      exp: expiresAtSeconds,
    })
  }
  return tokens
}

/** The users_tokens map of a request (cookie), empty when absent or malformed. */
export function readPracticeTokens(headers: Headers): PracticeTokens {
  const raw = readToken(new Headers({ cookie: headers.get('cookie') ?? '' }), PRACTICE_TOKENS_COOKIE)
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return {}
  }
}

/**
 * Whether users_tokens holds a valid agenda token of `memberId` issued to this viewer's session
 * and current practice (the signature and the claims only: no read of the member).
 */
export function holdsAgendaGrant(viewer: AuthenticatedPerson, memberId: number, headers: Headers): boolean {
  const practice = practiceIdOf(viewer as User)
  const token = readPracticeTokens(headers)[String(memberId)]
  const grant = token ? readGrant(token) : null
  if (!practice || !grant) return false
  return (
    grant.v === viewer.id &&
    grant.s === viewer._sid &&
    grant.m === memberId &&
    grant.t === practice &&
    grant.exp * 1000 > Date.now()
  )
}

/**
 * The member whose agenda `viewer` may act on: themself, or a member of the viewer's current
 * practice for whom users_tokens holds a valid agenda token issued to this viewer's session.
 * Anything else: null (a 404). Membership is re-read, so leaving a practice closes its agendas.
 */
export async function actingMember(
  payload: Payload,
  viewer: AuthenticatedPerson,
  memberId: number,
  headers: Headers,
): Promise<(AuthenticatedPerson & User) | null> {
  if (viewer.collection !== 'users') return null
  if (viewer.id === memberId) return viewer as AuthenticatedPerson & User
  const practice = practiceIdOf(viewer as User)
  if (!practice || !holdsAgendaGrant(viewer, memberId, headers)) return null
  // System read: the grant above is the access check; the member acts only on their own agenda.
  const member = await payload
    .findByID({ collection: 'users', id: memberId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!member || practiceIdOf(member) !== practice) return null
  return { ...member, collection: 'users' } as AuthenticatedPerson & User
}

/** The users_tokens cookie: HTTP-only, same lifetime as user_token; `null` clears it. */
export function practiceTokensCookie(tokens: PracticeTokens | null, expiresAtSeconds: number) {
  return {
    name: PRACTICE_TOKENS_COOKIE,
    value: tokens ? JSON.stringify(tokens) : '',
    options: {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: env().SECURE_COOKIES,
      path: '/',
      expires: new Date(tokens ? expiresAtSeconds * 1000 : 0),
    },
  }
}
