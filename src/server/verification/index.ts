import { getPhoneVerifier, PhoneVerifierError, type CodeCheck } from '@/integrations/sms'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { minutesText } from '../rateLimits/messages'
import { consume, reset, type LimitName } from './limits'
import { INVALID_MOBILE, parseMobilePhone } from './phone'

type Refusal = { ok: false; status: 400 | 429 | 503; error: string; fields: Record<string, string> }
/** What the routes answer: 200 when ok, otherwise `{error, fields}` with the status. */
export type VerificationAnswer = { ok: true } | Refusal

export { minutesText }
const tooMany = (retryAfterSeconds: number, field?: string): Refusal => {
  const error = `Trop de demandes : réessayez dans ${minutesText(retryAfterSeconds)}.`
  return { ok: false, status: 429, error, fields: field ? { [field]: error } : {} }
}
const CANNOT_TEXT = 'Ce numéro ne peut pas recevoir de SMS de vérification.'
const UNAVAILABLE: Refusal = {
  ok: false,
  status: 503,
  error: 'L’envoi des SMS est momentanément indisponible : réessayez dans quelques minutes.',
  fields: {},
}

/** Counts one use of each limit in turn; the first one over its limit refuses. */
async function overLimit(checks: [LimitName, string][], field?: string): Promise<Refusal | null> {
  for (const [name, key] of checks) {
    const used = await consume(name, key)
    if (!used.ok) return tooMany(used.retryAfterSeconds, field)
  }
  return null
}

function providerRefusal(error: unknown, field: 'phone' | 'token'): Refusal {
  if (!(error instanceof PhoneVerifierError)) throw error
  if (error.reason === 'tooMany') return tooMany(600, field)
  if (error.reason === 'refused' && field === 'phone') return { ok: false, status: 400, error: CANNOT_TEXT, fields: { phone: INVALID_MOBILE } }
  console.warn('[sms] provider failure', error.cause ?? error)
  return UNAVAILABLE
}

/**
 * Sends a code to the person's new mobile number, which becomes their (unverified) number.
 * The answer never says whether another account uses that number.
 */
export async function sendVerificationCode(
  person: AuthenticatedPerson,
  input: { phone: string; phoneCountryCode: string },
  ip: string,
): Promise<VerificationAnswer> {
  const parsed = parseMobilePhone(input.phone, input.phoneCountryCode)
  if (!parsed.ok) return { ok: false, status: 400, error: CANNOT_TEXT, fields: parsed.fields }
  const limited = await overLimit([
    ['sendsPerIp', ip],
    ['sendsPerNumber', parsed.e164],
  ])
  if (limited) return limited
  try {
    await getPhoneVerifier().start(parsed.e164)
  } catch (error) {
    return providerRefusal(error, 'phone')
  }
  // A new code gets its own 5 attempts (the outbox also counts them per code; Twilio needs this one).
  await reset('checksPerNumber', parsed.e164)
  const payload = await getPayloadClient()
  // System write: `phoneVerified` is admin-only; the number stays unverified until its code comes back.
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
  const limited = await overLimit(
    [
      ['checksPerIp', ip],
      ['checksPerNumber', phone],
    ],
    'token',
  )
  if (limited) return limited
  let result: CodeCheck
  try {
    result = await getPhoneVerifier().check(phone, token)
  } catch (error) {
    return providerRefusal(error, 'token')
  }
  if (result !== 'approved') {
    const message = result === 'wrong' ? WRONG : EXPIRED
    return { ok: false, status: 400, error: message, fields: { token: message } }
  }
  const payload = await getPayloadClient()
  // System write: `phoneVerified` is admin-only, and only a right code for this number may set it.
  await payload.update({ collection: person.collection, id: person.id, overrideAccess: true, data: { phoneVerified: true } })
  return { ok: true }
}

export { clientIp } from './clientIp'
