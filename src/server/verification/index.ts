import { getPhoneVerifier, PhoneVerifierError, type CodeCheck } from '@/integrations/sms'

import type { AuthenticatedPerson } from '../auth/tokens'
import { env } from '../env'
import { DomainError } from '../domainErrors'
import { getPayloadClient } from '../payload'
import { minutesText } from '../rateLimits/messages'
import { alertAdminsOfBudget } from './budgetAlert'
import { consumeAll, reset, type LimitName } from './limits'
import { countryOfMobile, INVALID_MOBILE, parseMobilePhone } from './phone'

type Refusal = {
  ok: false
  code: 'invalid' | 'rate_limited' | 'unavailable'
  error: string
  fields: Record<string, string>
  retryAfterSeconds?: number
}
/** What the routes answer: 200 when ok, otherwise the refusal as a domain error (with Retry-After when rate-limited). */
export type VerificationAnswer = { ok: true } | Refusal

export { minutesText }
export const tooManyCodes = (seconds: number) => `Trop de demandes : réessayez dans ${minutesText(seconds)}.`
export const siteBudgetReached = (seconds: number) =>
  `Trop de codes envoyés sur le site en ce moment : réessayez dans ${minutesText(seconds)}.`

const tooMany = (retryAfterSeconds: number, field?: string, error = tooManyCodes(retryAfterSeconds)): Refusal => ({
  ok: false,
  code: 'rate_limited',
  error,
  fields: field ? { [field]: error } : {},
  retryAfterSeconds,
})
const CANNOT_TEXT = 'Ce numéro ne peut pas recevoir de SMS de vérification.'
const UNAVAILABLE: Refusal = {
  ok: false,
  code: 'unavailable',
  error: 'L’envoi des SMS est momentanément indisponible : réessayez dans quelques minutes.',
  fields: {},
}

/** The refusal as a domain error; `rename` maps the service's field names to the route's body. */
export function verificationError(refusal: Refusal, rename: Record<string, string> = {}): DomainError {
  const fields = Object.fromEntries(
    Object.entries(refusal.fields).map(([key, message]) => [rename[key] ?? key, message]),
  )
  return new DomainError(refusal.code, refusal.error, { fields, retryAfterSeconds: refusal.retryAfterSeconds })
}

/** Counts one use of each limit; the first one over its limit refuses (the others are given back). */
async function overLimit(checks: [LimitName, string][], field?: string): Promise<Refusal | null> {
  const used = await consumeAll(checks)
  if (used.ok) return null
  if (used.name !== 'sendsSiteWide') return tooMany(used.retryAfterSeconds, field)
  await alertAdminsOfBudget(env().SMS_CODES_PER_HOUR, used.retryAfterSeconds)
  return tooMany(used.retryAfterSeconds, field, siteBudgetReached(used.retryAfterSeconds))
}

function providerRefusal(error: unknown, field: 'phone' | 'token'): Refusal {
  if (!(error instanceof PhoneVerifierError)) throw error
  if (error.reason === 'tooMany') return tooMany(600, field)
  if (error.reason === 'refused' && field === 'phone')
    return { ok: false, code: 'invalid', error: CANNOT_TEXT, fields: { phone: INVALID_MOBILE } }
  console.warn('[sms] provider failure', error.cause ?? error)
  return UNAVAILABLE
}

type PhoneHolder = { phone?: string | null; phoneVerified?: boolean | null; pendingPhone?: string | null }
const phoneOf = (person: AuthenticatedPerson): PhoneHolder => person as PhoneHolder

/**
 * Sends a code to the person's new mobile number. Limits: per number and per account (strict),
 * per client address (sized for a mobile network's shared address), then the site's hourly budget.
 * A verified number stays in place until the new one's code comes back (the new one waits in
 * `pendingPhone`); an unverified one is simply replaced. The answer never says whether another
 * account uses that number.
 */
export async function sendVerificationCode(
  person: AuthenticatedPerson,
  input: { phone: string; phoneCountryCode: string },
  ip: string,
): Promise<VerificationAnswer> {
  const parsed = parseMobilePhone(input.phone, input.phoneCountryCode)
  if (!parsed.ok) return { ok: false, code: 'invalid', error: CANNOT_TEXT, fields: parsed.fields }
  const limited = await overLimit([
    ['sendsPerNumber', parsed.e164],
    ['sendsPerAccount', `${person.collection}:${person.id}`],
    ['sendsPerIp', ip],
    ['sendsSiteWide', 'site'],
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
  const data = phoneOf(person).phoneVerified
    ? { pendingPhone: parsed.e164 }
    : { phone: parsed.e164, phoneCountryCode: parsed.country, phoneVerified: false, pendingPhone: null }
  // System write: `phoneVerified` and `pendingPhone` are admin-only; the number is verified only when its code comes back.
  await payload.update({ collection: person.collection, id: person.id, overrideAccess: true, data })
  return { ok: true }
}

const NO_CODE = 'Demandez d’abord un code par SMS.'
const WRONG = 'Ce code est incorrect.'
const EXPIRED = 'Ce code a expiré ou a été trop essayé : demandez-en un nouveau.'

/** Checks the code sent to the person's new (or only) number; a right one makes it their verified number. */
export async function checkVerificationCode(
  person: AuthenticatedPerson,
  token: string,
  ip: string,
): Promise<VerificationAnswer> {
  const { phone: current, pendingPhone } = phoneOf(person)
  const phone = pendingPhone || (typeof current === 'string' ? current : '')
  if (!phone) return { ok: false, code: 'invalid', error: NO_CODE, fields: { token: NO_CODE } }
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
    return { ok: false, code: 'invalid', error: message, fields: { token: message } }
  }
  const payload = await getPayloadClient()
  const data = pendingPhone
    ? { phone: pendingPhone, phoneCountryCode: countryOfMobile(pendingPhone), phoneVerified: true, pendingPhone: null }
    : { phoneVerified: true }
  // System write: `phoneVerified` is admin-only, and only a right code for this number may set it.
  await payload.update({ collection: person.collection, id: person.id, overrideAccess: true, data })
  return { ok: true }
}

export { clientIp } from './clientIp'
