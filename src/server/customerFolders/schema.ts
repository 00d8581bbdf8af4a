import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { DateTime } from 'luxon'
import { z } from 'zod'

import { rhythmWeeksInput } from '../rebooking/rhythm'

export const FOLDER_MESSAGES = {
  name: 'Veuillez saisir le nom du client.',
  email: 'Veuillez saisir un e-mail valide.',
  phone: 'Veuillez saisir un numéro de téléphone français, suisse ou belge valide.',
  petName: 'Veuillez saisir le nom de l’animal.',
  vaccineName: 'Veuillez saisir le nom du vaccin.',
  vaccineDate: 'Veuillez saisir une date valide, qui n’est pas dans le futur.',
  tooLong: 'Ce texte est trop long.',
  choice: 'Veuillez choisir une valeur de la liste.',
} as const

export const SPECIES = ['dog', 'cat', 'rabbit', 'other'] as const
export const SIZES = ['small', 'medium', 'large', 'giant'] as const

const PHONE_COUNTRIES = ['FR', 'CH', 'BE']

const optionalText = (max: number) =>
  z
    .string({ error: FOLDER_MESSAGES.tooLong })
    .trim()
    .max(max, FOLDER_MESSAGES.tooLong)
    .nullish()
    .transform((value) => value || null)

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, FOLDER_MESSAGES.tooLong)

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values, { error: FOLDER_MESSAGES.choice }), z.literal(''), z.null()], {
      error: FOLDER_MESSAGES.choice,
    })
    .optional()
    .transform((value) => value || null)

/**
 * A number as the groomer reads it: French ones in national form (06 12 34 56 78), Swiss and
 * Belgian ones international (+41 79 123 45 67); null when it is not a number of those countries.
 */
export function displayPhone(value: string | null | undefined): string | null {
  const parsed = value ? parsePhoneNumberFromString(value, 'FR') : undefined
  if (!parsed?.isValid() || !parsed.country || !PHONE_COUNTRIES.includes(parsed.country)) return null
  return parsed.country === 'FR' ? parsed.formatNational() : parsed.formatInternational()
}

/** Any number of the accepted countries (landlines too), stored in its display form. */
const phone = optionalText(30).transform((value, ctx) => {
  if (!value) return null
  const shown = displayPhone(value)
  if (shown) return shown
  ctx.addIssue({ code: 'custom', message: FOLDER_MESSAGES.phone })
  return z.NEVER
})

const email = z
  .string({ error: FOLDER_MESSAGES.email })
  .trim()
  .toLowerCase()
  .nullish()
  .transform((value) => value || null)
  .pipe(z.email(FOLDER_MESSAGES.email).max(254, FOLDER_MESSAGES.email).nullable())

/** A vaccination day `YYYY-MM-DD`, not after today (checked a day wide: any zone's today). */
const vaccinationDate = z
  .string({ error: FOLDER_MESSAGES.vaccineDate })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null
    const day = DateTime.fromISO(value, { zone: 'utc' })
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
      !day.isValid ||
      day > DateTime.utc().plus({ days: 1 }) ||
      day.year < 1990
    ) {
      ctx.addIssue({ code: 'custom', message: FOLDER_MESSAGES.vaccineDate })
      return z.NEVER
    }
    return value
  })

const vaccination = z.object({ name: requiredText(FOLDER_MESSAGES.vaccineName, 80), date: vaccinationDate })

const pet = z.object({
  name: requiredText(FOLDER_MESSAGES.petName, 60),
  species: optionalChoice(SPECIES),
  breed: optionalText(60),
  size: optionalChoice(SIZES),
  coat: optionalText(60),
  behaviour: optionalText(2000),
  rhythmWeeks: rhythmWeeksInput,
  vaccinations: z.array(vaccination).max(30).optional().default([]),
})

/** The body of POST /api/v1/customer-folders and PUT /api/v1/customer-folders/{id}. */
export const folderBody = z.object({
  name: requiredText(FOLDER_MESSAGES.name, 120),
  email,
  phone,
  notes: optionalText(5000),
  pets: z.array(pet).max(20).optional().default([]),
})

export type FolderInput = z.infer<typeof folderBody>

/** Stored vaccination days sit at noon UTC: the same calendar day in every zone of the groomers. */
export const storedDay = (day: string): string => `${day}T12:00:00.000Z`

/** The `YYYY-MM-DD` of a stored vaccination day. */
export const dayOf = (stored: string | null | undefined): string | null => (stored ? stored.slice(0, 10) : null)

/** The folder as the Local API writes it. */
export function folderData(input: FolderInput) {
  return {
    ...input,
    pets: input.pets.map((item) => ({
      ...item,
      vaccinations: item.vaccinations.map((shot) => ({
        name: shot.name,
        date: shot.date ? storedDay(shot.date) : null,
      })),
    })),
  }
}
