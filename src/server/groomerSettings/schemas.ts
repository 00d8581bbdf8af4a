import { z } from 'zod'

import { parsePrice } from '@/lib/price'
import { rhythmWeeksInput } from '../rebooking/rhythm'

import { SUNDAY_ERROR, weekdayError } from '../groomers/fieldRules'

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/
/** A motive's duration: whole 5-minute steps from 10 minutes to 8 hours (what the agenda's grid can show). */
export const minutes = (label: string) =>
  z.coerce
    .number({ error: `${label} doit être un nombre de minutes.` })
    .int(`${label} doit être un nombre entier de minutes.`)
    .min(10, `${label} : 10 minutes au moins.`)
    .max(480, `${label} : 8 heures (480 minutes) au plus.`)
    .multipleOf(5, `${label} : un multiple de 5 minutes (par exemple 45 ou 50).`)
const optionalMinutes = (label: string) =>
  z
    .union([z.literal('').transform(() => null), z.null(), minutes(label)])
    .optional()
    .default(null)

export const VIDEO_LINK_ERROR = 'Le lien visio doit être une adresse https valide (https://…).'

/** A visio link: https with a real host name (the admin's motive form checks it too). */
export const httpsUrl = z
  .string()
  .trim()
  .max(500, 'Le lien est trop long.')
  .refine((value) => {
    try {
      const url = new URL(value)
      return url.protocol === 'https:' && url.hostname.includes('.')
    } catch {
      return false
    }
  }, 'Le lien visio doit être une adresse https valide (https://…).')

/** Euros and cents, nothing finer (12.345 is refused, not rounded); "55,50" as well as "55.50"; empty: none. */
const euros = z
  .unknown()
  .transform((value, ctx) => {
    const parsed = parsePrice(value)
    if ('euros' in parsed) return parsed.euros
    ctx.addIssue({ code: 'custom', message: parsed.error })
    return z.NEVER
  })
  .optional()
  .transform((value) => value ?? null)

/** A motive as the groomer edits it; a visio needs its https video link. */
export const motiveBody = z
  .object({
    title: z
      .string({ error: 'L’intitulé est obligatoire.' })
      .trim()
      .min(1, 'L’intitulé est obligatoire.')
      .max(120, 'L’intitulé est trop long (120 caractères au plus).'),
    duration: minutes('La durée'),
    price: euros,
    kind: z.enum(['salon', 'home', 'visio', 'phone'], { error: 'Choisissez le type de rendez-vous.' }),
    videoLink: z.string().trim().optional().default(''),
    bookableOnline: z.boolean({ error: 'Indiquez si le motif est réservable en ligne.' }).optional().default(true),
    instantBooking: z
      .boolean({ error: 'Indiquez si une réservation de ce motif est confirmée immédiatement.' })
      .optional()
      .default(false),
    description: z
      .string()
      .trim()
      .max(2000, 'Les détails sont trop longs (2000 caractères au plus).')
      .optional()
      .default(''),
    sizeDurations: z
      .object({
        small: optionalMinutes('Petit gabarit'),
        medium: optionalMinutes('Gabarit moyen'),
        large: optionalMinutes('Grand gabarit'),
        giant: optionalMinutes('Très grand gabarit'),
      })
      .optional()
      .default({ small: null, medium: null, large: null, giant: null }),
    /** A size's own price; empty: the motive's price (none at all: « prix sur place »). */
    sizePrices: z
      .object({ small: euros, medium: euros, large: euros, giant: euros })
      .optional()
      .default({ small: null, medium: null, large: null, giant: null }),
    /** The rhythm suggested for the pets groomed with this motive (rebooking reminders); empty: none. */
    rhythmWeeks: rhythmWeeksInput,
  })
  .superRefine((motive, ctx) => {
    if (motive.kind !== 'visio') return
    if (!motive.videoLink)
      ctx.addIssue({
        code: 'custom',
        path: ['videoLink'],
        message: 'Le lien visio est obligatoire pour un rendez-vous en visio.',
      })
    else if (!httpsUrl.safeParse(motive.videoLink).success)
      ctx.addIssue({ code: 'custom', path: ['videoLink'], message: VIDEO_LINK_ERROR })
  })
export type MotiveInput = z.infer<typeof motiveBody>

const range = z.object({
  weekday: z.coerce
    .number({ error: 'Choisissez un jour.' })
    .int()
    .min(1, 'Choisissez un jour.')
    .max(7, 'Choisissez un jour.')
    .refine((day) => !weekdayError(day), SUNDAY_ERROR),
  start: z.string({ error: 'Heure au format HH:mm.' }).regex(HH_MM, 'Heure au format HH:mm.'),
  end: z.string({ error: 'Heure au format HH:mm.' }).regex(HH_MM, 'Heure au format HH:mm.'),
  everyNWeeks: z.coerce
    .number({ error: 'Indiquez un nombre de semaines.' })
    .int('Un nombre entier de semaines.')
    .min(1, 'Une semaine au moins.')
    .max(8, 'Huit semaines au plus.')
    .optional()
    .default(1),
  /** First day of the range; for "every N weeks" it also fixes which weeks are worked. */
  validFrom: z
    .union([z.literal('').transform(() => null), z.null(), z.iso.date('Date au format AAAA-MM-JJ.')])
    .optional()
    .default(null),
})

/** The whole set of weekly opening ranges: each ends after it starts, none overlaps another of its day. */
export const openingHoursBody = z
  .object({ ranges: z.array(range, { error: 'Envoyez la liste des plages.' }).max(50, '50 plages au plus.') })
  .superRefine(({ ranges }, ctx) => {
    ranges.forEach((r, index) => {
      if (r.end <= r.start)
        ctx.addIssue({
          code: 'custom',
          path: ['ranges', index, 'end'],
          message: 'L’heure de fin doit suivre l’heure de début.',
        })
      // The start date fixes which weeks are worked: never guessed.
      if (r.everyNWeeks > 1 && !r.validFrom) {
        ctx.addIssue({
          code: 'custom',
          path: ['ranges', index, 'validFrom'],
          message: `Indiquez la date de la première semaine travaillée (une semaine sur ${r.everyNWeeks}).`,
        })
      }
    })
    ranges.forEach((r, index) => {
      const clash = ranges.findIndex(
        (other, j) => j < index && other.weekday === r.weekday && other.start < r.end && r.start < other.end,
      )
      if (clash >= 0 && r.end > r.start)
        ctx.addIssue({
          code: 'custom',
          path: ['ranges', index, 'start'],
          message: 'Cette plage chevauche une autre plage du même jour.',
        })
    })
  })
export type OpeningHoursInput = z.infer<typeof openingHoursBody>

export const holidayBody = z
  .object({
    from: z.iso.date('Choisissez la date de début.'),
    to: z.iso.date('Choisissez la date de fin.'),
    label: z.string().trim().max(120, 'Le libellé est trop long (120 caractères au plus).').optional().default(''),
  })
  .refine((h) => h.to >= h.from, { message: 'La date de fin doit suivre la date de début.', path: ['to'] })
export type HolidayInput = z.infer<typeof holidayBody>

export const workedHolidayBody = z.object({
  date: z.iso.date('Date au format AAAA-MM-JJ.'),
  worked: z.boolean({ error: 'Indiquez si ce jour férié est travaillé.' }),
})

const wholeNumber = (message: string) => z.coerce.number({ error: message }).int(message)

export const bookingDelaysBody = z.object({
  minNoticeMinutes: wholeNumber('Le délai doit être un nombre entier de minutes.')
    .min(0, 'Le délai ne peut pas être négatif.')
    .max(20_160, 'Deux semaines (20160 minutes) au plus.'),
  notBeforeHour: z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      wholeNumber('Une heure entre 0 et 23.').min(0, 'Une heure entre 0 et 23.').max(23, 'Une heure entre 0 et 23.'),
    ])
    .optional()
    .default(null),
  horizonMonths: wholeNumber('Un nombre entier de mois.').min(1, 'Un mois au moins.').max(24, '24 mois au plus.'),
})
export type BookingDelaysInput = z.infer<typeof bookingDelaysBody>

/** An optional pet size in a query (`size=small`); empty means none. */
export const petSizeQuery = z
  .union([
    z.literal('').transform(() => undefined),
    z.enum(['small', 'medium', 'large', 'giant'], { error: 'Gabarit inconnu.' }),
  ])
  .optional()

export const previewQuery = z.object({
  motive: z.coerce.number({ error: 'Choisissez un motif.' }).int().positive('Choisissez un motif.'),
  weeks: z.coerce.number().int().min(1).max(8).optional().default(2),
  size: petSizeQuery,
})
