import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { OAuthProviderKind } from '@/integrations/calendar/providers/consent'

/** What the `state` of a consent carries: who started it, for which provider, until when, and the cookie's nonce. */
export type ConsentState = { groomerId: number; provider: OAuthProviderKind; expiresAt: number; nonce: string }

export const STATE_TTL_MS = 10 * 60_000

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`calendar-oauth:${body}`).digest('base64url')

export function newNonce(): string {
  return randomBytes(24).toString('base64url')
}

/** `body.signature`, both base64url: the body is JSON, the signature an HMAC-SHA256 keyed by the site's secret. */
export function signState(secret: string, state: ConsentState): string {
  const body = Buffer.from(
    JSON.stringify({ g: state.groomerId, p: state.provider, e: state.expiresAt, n: state.nonce }),
  ).toString('base64url')
  return `${body}.${sign(secret, body)}`
}

/** The state when its signature is right and it has not expired; null otherwise. */
export function readState(secret: string, value: string, now: number): ConsentState | null {
  const [body, signature, extra] = value.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const { g, p, e, n } = (parsed ?? {}) as Record<string, unknown>
  if (typeof g !== 'number' || (p !== 'google' && p !== 'microsoft') || typeof e !== 'number' || typeof n !== 'string')
    return null
  if (e <= now) return null
  return { groomerId: g, provider: p, expiresAt: e, nonce: n }
}
