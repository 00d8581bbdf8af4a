import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { DateTime } from 'luxon'
import { z } from 'zod'

import { petSchema } from '../booking/schemas'
import { minutes } from '../groomerSettings/schemas'

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} est obligatoire.` })
    .int()
    .positive(`${label} est invalide.`)

/** A date and time: with its offset, or a wall time read in the agenda's zone (`2026-12-01T09:30`). */
const when = (message: string) => z.iso.datetime({ offset: true, local: true, error: message })

const PHONE_COUNTRIES = new Set(['FR', 'CH', 'BE'])
const phone = z
  .string({ error: 'Le téléphone du client est obligatoire.' })
  .trim()
  .min(1, 'Le téléphone du client est obligatoire.')
  .refine((value) => {
    const parsed = parsePhoneNumberFromString(value, 'FR')
    return Boolean(parsed?.isValid() && parsed.country && PHONE_COUNTRIES.has(parsed.country))
  }, 'Saisissez un numéro de téléphone français, suisse ou belge valide.')

/** « Prévenir le client ? »: the channels ticked (both false: nobody is told). */
const notice = z.object(
  {
    sms: z.boolean({ error: 'Choisissez de prévenir ou non par SMS.' }),
    email: z.boolean({ error: 'Choisissez de prévenir ou non par e-mail.' }),
  },
  { error: 'Indiquez comment prévenir le client.' },
)

export const manualAppointmentBody = z.object({
  motive: id('Le motif'),
  start: when('Indiquez la date et l’heure du rendez-vous.'),
  customerName: z
    .string({ error: 'Le nom du client est obligatoire.' })
    .trim()
    .min(2, 'Le nom du client est obligatoire.')
    .max(120, 'Le nom est trop long.'),
  customerPhone: phone,
  customerEmail: z
    .union([z.literal(''), z.email('Veuillez saisir un e-mail valide.')])
    .optional()
    .default(''),
  pet: z.object(
    {
      name: z
        .string({ error: 'Le nom de l’animal est obligatoire.' })
        .trim()
        .min(1, 'Le nom de l’animal est obligatoire.')
        .max(60, 'Le nom de l’animal est trop long.'),
      species: z.enum(['dog', 'cat', 'rabbit', 'other'], { error: 'Choisissez l’espèce de l’animal.' }),
      breed: z.string().trim().max(80, 'La race est trop longue.').optional().default(''),
      size: z
        .union([z.literal(''), z.enum(['small', 'medium', 'large', 'giant'])], { error: 'Gabarit inconnu.' })
        .optional()
        .default(''),
    },
    { error: 'Indiquez l’animal.' },
  ),
  note: z.string().trim().max(1000, 'La note est trop longue (1000 caractères au plus).').optional().default(''),
  notify: notice.optional(),
})
export type ManualAppointmentInput = z.infer<typeof manualAppointmentBody>

/** A move, and optionally a new duration (the grid's lower edge dragged): same engine and constraint. */
export const moveBody = z.object({
  start: when('Indiquez la nouvelle date et heure.'),
  durationMinutes: minutes('La durée').optional(),
  notify: notice.optional(),
})

export const blockBody = z.object({
  start: when('Indiquez le début.'),
  end: when('Indiquez la fin.'),
  reason: z.string().trim().max(120, 'Le motif est trop long (120 caractères au plus).').optional().default(''),
})
export type BlockInput = z.infer<typeof blockBody>

/** The instant of a `when` value, wall times read in `zone`; null when it does not exist there. */
export function instantIn(value: string, zone: string): Date | null {
  const time = DateTime.fromISO(value, { zone })
  return time.isValid ? time.toJSDate() : null
}

export const agendaQuery = z.object({
  vue: z.enum(['jour', 'semaine'], { error: 'Vue « jour » ou « semaine ».' }).optional().default('jour'),
  date: z.iso.date('Date au format AAAA-MM-JJ.').optional(),
})

/** One pet of an appointment as the groomer edits it (the booking's pet), its motive, and its minutes when they differ from the motive's. */
const agendaLine = petSchema.extend({
  motive: id('Le motif'),
  durationMinutes: minutes('La durée').optional(),
})

/** `PUT …/agenda/appointments/{id}/lines`: the appointment's pets, all of them (add, change, remove). */
export const linesBody = z.object({
  lines: z.array(agendaLine, { error: 'Indiquez les animaux.' }).min(1, 'Gardez au moins un animal.'),
})
export type LinesInput = z.infer<typeof linesBody>
