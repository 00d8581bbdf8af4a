import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '../env'
import { REVIEW_LINK_DAYS } from './rules'

/** What a review link grants: attendee `t` may review appointment `r` (its reference) until `e` (Unix seconds). */
export type ReviewGrant = { reference: string; attendeeId: number; expiresAt: number }

export type ReviewLinkCheck = { ok: true; grant: ReviewGrant } | { ok: false; reason: 'forged' | 'expired' }

const signatureOf = (body: string) =>
  createHmac('sha256', env().PAYLOAD_SECRET).update(`review-link:${body}`).digest('base64url')

/** `body.signature`, both base64url (the shape of the other signed tokens: agenda tokens, OAuth state). */
export function signReviewLink(reference: string, attendeeId: number, now = new Date()): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + REVIEW_LINK_DAYS * 86_400
  const body = Buffer.from(JSON.stringify({ r: reference, t: attendeeId, e: expiresAt })).toString('base64url')
  return `${body}.${signatureOf(body)}`
}

/** The grant when we signed this token and it is within its 30 days. */
export function readReviewLink(token: string, now = new Date()): ReviewLinkCheck {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'forged' }
  const expected = Buffer.from(signatureOf(body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' }
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'forged' }
  }
  const { r, t, e } = (parsed ?? {}) as Record<string, unknown>
  if (typeof r !== 'string' || typeof t !== 'number' || typeof e !== 'number') return { ok: false, reason: 'forged' }
  if (e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, grant: { reference: r, attendeeId: t, expiresAt: e } }
}

/** The review page of a link. */
export const reviewPagePath = (token: string) => `/avis/${token}`
