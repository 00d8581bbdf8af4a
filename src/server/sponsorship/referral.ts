/** No 0/O, 1/I/L, 5/S, 2/Z, 8/B: a code read aloud or copied by hand stays unambiguous. */
export const REFERRAL_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679'
export const REFERRAL_CODE_LENGTH = 8
export const REFERRAL_CODE_PATTERN = new RegExp(`^[${REFERRAL_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`)

/** The link a groomer shares: the signup request form, with their code. */
export const referralPath = (code: string) => `/demande-inscription?parrain=${encodeURIComponent(code)}`

/** A `parrain` value as typed in a link: upper-cased; anything that cannot be a code is dropped. */
export function normaliseReferralCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const code = value.trim().toUpperCase()
  return REFERRAL_CODE_PATTERN.test(code) ? code : undefined
}
