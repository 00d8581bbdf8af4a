import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile'
import { z } from 'zod'

import { normaliseReferralCode } from '../sponsorship/referral'

/** Mobile numbers accepted at sign-up (spec sections 1 and 5). */
const PHONE_COUNTRIES = ['FR', 'CH', 'BE']

export const SIGNUP_MESSAGES = {
  firstName: 'Veuillez saisir votre prénom.',
  lastName: 'Veuillez saisir votre nom.',
  email: 'Veuillez saisir un e-mail valide.',
  phone: 'Veuillez saisir un numéro de mobile français, suisse ou belge valide.',
  city: 'Veuillez saisir votre ville.',
  practiceCodeWithoutName: 'Le code d’étude ne peut être saisi qu’avec le nom de l’étude.',
  acceptTerms: 'Vous devez accepter les CGU.',
  acceptPrivacy: 'Vous devez accepter la politique de confidentialité.',
  emailTaken: 'Un utilisateur avec cet e-mail existe déjà.',
  practiceCodeTaken: 'Une étude avec ce code existe déjà.',
} as const

const required = (message: string, max = 120) => z.string({ error: message }).trim().min(1, message).max(max, message)
const optional = (max = 120) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined)

/** A mobile number of an accepted country, normalised to E.164 (+33612345678). */
const mobilePhone = z.string({ error: SIGNUP_MESSAGES.phone }).transform((value, ctx) => {
  const phone = parsePhoneNumberFromString(value, 'FR')
  if (phone?.isValid() && phone.country && PHONE_COUNTRIES.includes(phone.country)) return phone.number
  ctx.addIssue({ code: 'custom', message: SIGNUP_MESSAGES.phone })
  return z.NEVER
})

const accepted = (message: string) => z.literal(true, { error: message })

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The body of POST /api/v1/signup-requests (the /demande-inscription form). No password: the
 * groomer chooses it once accepted, from the invitation (decision 0039).
 */
export const signupRequestBody = z
  .object({
    firstName: required(SIGNUP_MESSAGES.firstName),
    lastName: required(SIGNUP_MESSAGES.lastName),
    email: z
      .string({ error: SIGNUP_MESSAGES.email })
      .trim()
      .toLowerCase()
      .pipe(z.email(SIGNUP_MESSAGES.email).max(254, SIGNUP_MESSAGES.email)),
    phone: mobilePhone,
    city: required(SIGNUP_MESSAGES.city),
    teamName: optional(),
    teamCode: optional(60),
    acceptTerms: accepted(SIGNUP_MESSAGES.acceptTerms),
    acceptPrivacy: accepted(SIGNUP_MESSAGES.acceptPrivacy),
    // From the sponsor's link (hidden field): kept when it looks like a code, otherwise ignored.
    referralCode: z.unknown().optional().transform(normaliseReferralCode),
  })
  // Cross-field rules run even when another field failed, so every error shows at once.
  .superRefine(
    (raw, ctx) => {
      const data = raw as unknown as Record<string, unknown>
      const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
      if (text(data.teamCode) && !text(data.teamName)) {
        ctx.addIssue({ code: 'custom', path: ['teamCode'], message: SIGNUP_MESSAGES.practiceCodeWithoutName })
      }
    },
    { when: (payload) => isObject(payload.value) },
  )

export type SignupRequestInput = z.infer<typeof signupRequestBody>
