import { getFieldsToSign, jwtSign, type Payload } from 'payload'
import { addSessionToUser } from 'payload/shared'

import type { User } from '@/payload-types'
import { relationId } from '@/lib/relations'

import { env } from '../env'
import { TEAM_TOKENS_COOKIE } from '../auth/kinds'
import { logout } from '../auth/sessions'
import { readToken, verifySessionToken, type AuthenticatedPerson } from '../auth/tokens'

export type TeamTokens = Record<string, string>

export const teamOf = (person: { team?: number | { id: number } | null }): number | null => relationId(person.team ?? null)

/**
 * A session token for `memberId`, as their own login would issue (a session on their record, so
 * their logout or ours ends it). Only called for members of the signed-in groomer's team.
 */
async function issueMemberToken(payload: Payload, memberId: number): Promise<string | null> {
  const collectionConfig = payload.collections.users.config
  // System read: the raw record (with its sessions) that Payload's own login works on.
  const member = (await payload.db.findOne({ collection: 'users', where: { id: { equals: memberId } } })) as (User & { collection: 'users' }) | null
  if (!member) return null
  const { sid } = await addSessionToUser({ collectionConfig, payload, req: { payload } as never, user: member as never })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: member.email, sid, user: member as never })
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
  return token
}

/** The tokens of the groomer's practice members (everyone in their team but them), or null without a team. */
export async function issueTeamTokens(payload: Payload, groomer: AuthenticatedPerson): Promise<TeamTokens | null> {
  const team = teamOf(groomer as User)
  if (!team) return null
  // System read: the groomer just proved their password; their team's member list is what is issued for.
  const { docs } = await payload.find({ collection: 'users', where: { team: { equals: team } }, depth: 0, limit: 50, overrideAccess: true, select: { email: true } })
  const tokens: TeamTokens = {}
  for (const member of docs) {
    if (member.id === groomer.id) continue
    const token = await issueMemberToken(payload, member.id)
    if (token) tokens[String(member.id)] = token
  }
  return tokens
}

/** The users_tokens map of a request (cookie), empty when absent or malformed. */
export function readTeamTokens(headers: Headers): TeamTokens {
  const raw = readToken(new Headers({ cookie: headers.get('cookie') ?? '' }), TEAM_TOKENS_COOKIE)
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  } catch {
    return {}
  }
}

/**
 * The member whose agenda `viewer` may act on: themself, or a member of the same team whose token
 * in users_tokens is valid (signature, expiry, live session). Anything else: null (a 404).
 */
export async function actingMember(payload: Payload, viewer: AuthenticatedPerson, memberId: number, headers: Headers): Promise<(AuthenticatedPerson & User) | null> {
  if (viewer.collection !== 'users') return null
  if (viewer.id === memberId) return viewer as AuthenticatedPerson & User
  const team = teamOf(viewer as User)
  const token = readTeamTokens(headers)[String(memberId)]
  if (!team || !token) return null
  const member = await verifySessionToken(payload, token, 'users')
  if (!member || member.id !== memberId || teamOf(member as User) !== team) return null
  return member as AuthenticatedPerson & User
}

/** Ends the member sessions held in users_tokens (at the groomer's logout). */
export async function revokeTeamTokens(payload: Payload, headers: Headers): Promise<void> {
  for (const token of Object.values(readTeamTokens(headers))) {
    const member = await verifySessionToken(payload, token, 'users')
    if (member) await logout(payload, member)
  }
}

/** The users_tokens cookie: HTTP-only, same lifetime as user_token; `null` clears it. */
export function teamTokensCookie(tokens: TeamTokens | null, expiresAtSeconds: number) {
  return {
    name: TEAM_TOKENS_COOKIE,
    value: tokens ? JSON.stringify(tokens) : '',
    options: { httpOnly: true, sameSite: 'lax' as const, secure: env().SECURE_COOKIES, path: '/', expires: new Date(tokens ? expiresAtSeconds * 1000 : 0) },
  }
}
