import { z } from 'zod'

import type { User } from '@/payload-types'

import { INVALID_COUNTRY, parseMobilePhone, PHONE_COUNTRY_CODES } from '../verification/phone'
import { plainTextToLexical } from './richText'
import type { SignedInGroomer } from './self'
import { inPersonTransaction } from '../transaction'
import { addressFields, checkedAddress, checkedSpecialities } from './address'
import { DomainError } from '../domainErrors'
import { TIMEZONE_ERROR, timezoneError } from '../groomers/fieldRules'

export const SPOKEN_LANGUAGES = ['fr', 'en', 'de', 'es', 'it', 'nl', 'ar', 'pt'] as const
const MAX_PRESENTATION = 5000
const tooLong = `Le texte ne doit pas dépasser ${MAX_PRESENTATION} caractères.`
const country = z.enum(PHONE_COUNTRY_CODES, { error: INVALID_COUNTRY })

/** What a groomer may change on their own account (`PUT /api/v1/users/{id}` `{user}`); anything else is refused. */
const unknownKeys = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Champs non modifiables : ${(issue.keys ?? []).join(', ')}.` : undefined,
}

export const groomerProfileFields = z
  .strictObject(
    {
      country,
      phoneCountryCode: country,
      phone: z
        .string({ error: 'Le numéro de mobile est obligatoire.' })
        .trim()
        .min(1, 'Le numéro de mobile est obligatoire.')
        .max(30, 'Ce numéro est trop long.'),
      timezone: z
        .string({ error: 'Choisissez un fuseau horaire.' })
        .refine((zone) => !timezoneError(zone), TIMEZONE_ERROR),
      language: z.enum(['fr', 'en'], {
        error: 'Choisissez le français ou l’anglais.',
      }),
      spokenLanguages: z.array(z.enum(SPOKEN_LANGUAGES, { error: 'Langue inconnue.' })).max(SPOKEN_LANGUAGES.length),
      presentation: z.string().max(MAX_PRESENTATION, tooLong),
      practicePresentation: z.string().max(MAX_PRESENTATION, tooLong),
      mailSettings: z
        .strictObject(
          {
            active: z.boolean(),
            copyList: z
              .array(z.email('Veuillez saisir des adresses e-mail valides, une par ligne.').trim().toLowerCase())
              .max(10, 'Dix adresses au plus.'),
          },
          unknownKeys,
        )
        .partial(),
      customerMessages: z.strictObject({ byEmail: z.boolean(), bySms: z.boolean() }, unknownKeys).partial(),
      onlineBooking: z.boolean(),
      cancellationNoticeHours: z
        .number({ error: 'Indiquez un nombre d’heures.' })
        .int('Indiquez un nombre entier d’heures.')
        .min(0, 'Le délai ne peut pas être négatif.')
        .max(720, 'Le délai ne peut pas dépasser 720 heures (30 jours).'),
      picture: z.null(),
      ...addressFields,
    },
    unknownKeys,
  )
  .partial()

export const groomerProfileBody = z.object({ user: groomerProfileFields })
export type GroomerProfileInput = z.infer<typeof groomerProfileFields>

type UserData = Partial<
  Pick<
    User,
    | 'country'
    | 'phoneCountryCode'
    | 'phone'
    | 'timezone'
    | 'language'
    | 'spokenLanguages'
    | 'onlineBooking'
    | 'cancellationNoticeHours'
    | 'picture'
    | 'mailSettings'
    | 'customerMessages'
    | 'address'
    | 'postcode'
    | 'city'
    | 'specialities'
  >
> & {
  presentation?: unknown
  practicePresentation?: unknown
}

/** The new mobile number in E.164, or a 400 on `user.phone`; null when unchanged. */
function changedPhone(groomer: SignedInGroomer, input: GroomerProfileInput) {
  if (input.phone === undefined) return null
  const parsed = parseMobilePhone(input.phone, input.phoneCountryCode ?? groomer.phoneCountryCode ?? 'FR')
  if (!parsed.ok) {
    const fields = Object.fromEntries(
      Object.entries(parsed.fields).map(([key, message]) => [
        key === 'phone' ? 'user.phone' : 'user.phoneCountryCode',
        message,
      ]),
    )
    throw new DomainError('invalid', 'Ce numéro ne peut pas recevoir de SMS de vérification.', { fields: fields })
  }
  return parsed.e164 === groomer.phone ? null : parsed
}

/**
 * Updates the groomer's own profile. Presentations arrive as plain text and are stored as
 * Lexical paragraphs; a new phone number must be verified again by SMS. One transaction.
 */
export async function updateGroomerProfile(groomer: SignedInGroomer, input: GroomerProfileInput): Promise<User> {
  const phone = changedPhone(groomer, input)
  const {
    presentation,
    practicePresentation,
    phone: _typed,
    mailSettings,
    customerMessages,
    address,
    postcode,
    city,
    specialities,
    ...plain
  } = input
  const data: UserData = { ...plain }
  if (phone) Object.assign(data, { phone: phone.e164, phoneCountryCode: phone.country })
  if (presentation !== undefined) data.presentation = plainTextToLexical(presentation)
  if (practicePresentation !== undefined) data.practicePresentation = plainTextToLexical(practicePresentation)
  if (mailSettings) data.mailSettings = { ...groomer.mailSettings, ...mailSettings }
  if (customerMessages) data.customerMessages = { ...groomer.customerMessages, ...customerMessages }
  return inPersonTransaction(groomer, async (req) => {
    Object.assign(data, await checkedAddress({ address, postcode, city, country: input.country }, groomer.country, req))
    const chosen = await checkedSpecialities(specialities, req)
    if (chosen) data.specialities = chosen
    const saved = await req.payload.update({
      collection: 'users',
      id: groomer.id,
      data: data as Partial<User>,
      req,
      user: groomer,
      overrideAccess: false,
      depth: 0,
    })
    if (!phone) return saved
    // System write: `phoneVerified` is admin-only; a new number stays unverified until its SMS code comes back.
    return req.payload.update({
      collection: 'users',
      id: groomer.id,
      data: { phoneVerified: false },
      req,
      overrideAccess: true,
      depth: 0,
    })
  })
}
