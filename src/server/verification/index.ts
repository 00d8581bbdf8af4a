import { getPhoneVerifier } from '@/integrations/sms'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { consume, reset, type LimitName } from './limits'
import { parseMobilePhone } from './phone'

export type VerificationAnswer = { ok: true } | { ok: false; status: 400 | 429; error: string; fields: Record<string, string> }

const tooMany = (retryAfterSeconds: number): VerificationAnswer => ({
  ok: false,
  status: 429,
  error: `Trop de demandes : réessayez dans ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`,
  fields: {},
})

async function withinLimits(checks: [LimitName, string][]): Promise<VerificationAnswer> {
  for (const [name, key] of checks) {
    const used = await consume(name, key)
    if (!used.ok) return tooMany(used.retryAfterSeconds)
  }
  return { ok: true }
}

/**
 * Sends a code to the person's new mobile number, which becomes their (unverified) number.
 * The answer never says whether another account uses that number.
 */
export async function sendVerificationCode(person: AuthenticatedPerson, input: { phone: string; phoneCountryCode: string }, ip: string): Promise<VerificationAnswer> {
  const parsed = parseMobilePhone(input.phone, input.phoneCountryCode)
  if (!parsed.ok) return { ok: false, status: 400, error: 'Ce numéro ne peut pas recevoir de SMS de vérification.', fields: parsed.fields }
  const limited = await withinLimits([
    ['sendsPerIp', ip],
    ['sendsPerNumber', parsed.e164],
  ])
  if (!limited.ok) return limited
  await getPhoneVerifier().start(parsed.e164)
  await reset('checksPerNumber', parsed.e164)
  const payload = await getPayloadClient()
  // System write: `phoneVerified` is closed to the person themself; the number is theirs until verified.
  await payload.update({
    collection: person.collection,
    id: person.id,
    overrideAccess: true,
    data: { phone: parsed.e164, phoneCountryCode: parsed.country, phoneVerified: false },
  })
  return { ok: true }
}

const NO_CODE = 'Demandez d’abord un code par SMS.'
const WRONG = 'Ce code est incorrect.'
const EXPIRED = 'Ce code a expiré ou a été trop essayé : demandez-en un nouveau.'

/** Checks the code sent to the person's number; a right one marks the number verified. */
export async function checkVerificationCode(person: AuthenticatedPerson, token: string, ip: string): Promise<VerificationAnswer> {
  const phone = 'phone' in person && typeof person.phone === 'string' ? person.phone : ''
  if (!phone) return { ok: false, status: 400, error: NO_CODE, fields: { token: NO_CODE } }
  const limited = await withinLimits([
    ['checksPerIp', ip],
    ['checksPerNumber', phone],
  ])
  if (!limited.ok) return { ...limited, fields: { token: (limited as { error: string }).error } } as VerificationAnswer
  const result = await getPhoneVerifier().check(phone, token)
  if (result !== 'approved') {
    const message = result === 'wrong' ? WRONG : EXPIRED
    return { ok: false, status: 400, error: message, fields: { token: message } }
  }
  const payload = await getPayloadClient()
  // System write: only this check may mark a number verified.
  await payload.update({ collection: person.collection, id: person.id, overrideAccess: true, data: { phoneVerified: true } })
  return { ok: true }
}

/** The client's address for the per-IP limits (first hop of X-Forwarded-For behind a proxy). */
export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'local'
}
