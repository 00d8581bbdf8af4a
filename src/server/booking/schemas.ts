import { z } from 'zod'

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} est obligatoire.` })
    .int()
    .positive(`${label} est invalide.`)

/** An instant with its offset, e.g. `2026-12-01T09:30:00+01:00` or `…Z`. */
const instant = (message: string) => z.iso.datetime({ offset: true, error: message })

export const petSchema = z.object({
  name: z
    .string({ error: 'Le nom de l’animal est obligatoire.' })
    .trim()
    .min(1, 'Le nom de l’animal est obligatoire.')
    .max(60, 'Le nom de l’animal est trop long.'),
  species: z.enum(['dog', 'cat', 'rabbit', 'other'], { error: 'Choisissez l’espèce de l’animal.' }),
  breed: z.string().trim().max(80, 'La race est trop longue.').optional().default(''),
  size: z.enum(['small', 'medium', 'large', 'giant'], { error: 'Choisissez le gabarit de l’animal.' }),
})

/**
 * The booking payload of `POST /api/v1/attendees/{attendee_id}/create-event` (documented in the
 * README): the groomer, the motive, the chosen start, the pet and an optional note.
 */
export const createEventBody = z.object({
  groomer: id('Le toiletteur'),
  motive: id('Le motif'),
  start: instant('Choisissez un créneau.'),
  pet: petSchema,
  note: z.string().trim().max(1000, 'La note est trop longue (1000 caractères au plus).').optional().default(''),
})
export type CreateEventInput = z.infer<typeof createEventBody>

export const postponeBody = z.object({ start: instant('Choisissez un nouveau créneau.') })

export const refuseBody = z.object({
  reason: z
    .string({ error: 'Indiquez la raison du refus.' })
    .trim()
    .min(3, 'Indiquez la raison du refus.')
    .max(500, 'La raison est trop longue.'),
})

const range = z
  .object({ start: instant('Indiquez le début de la plage.'), end: instant('Indiquez la fin de la plage.') })
  .refine((r) => new Date(r.end) > new Date(r.start), { message: 'La fin doit être après le début.', path: ['end'] })

export const availabilitiesBody = z.object({
  groomer: id('Le toiletteur'),
  motive: id('Le motif'),
  ranges: z
    .array(range, { error: 'Proposez au moins une plage.' })
    .min(1, 'Proposez au moins une plage.')
    .max(10, 'Dix plages au plus.'),
  note: z.string().trim().max(1000, 'La note est trop longue (1000 caractères au plus).').optional().default(''),
})
export type AvailabilitiesInput = z.infer<typeof availabilitiesBody>

export const answerBody = z.object({
  start: instant('Choisissez un horaire.'),
  note: z.string().trim().max(1000, 'Le message est trop long.').optional().default(''),
})

export const respondBody = z.object({ accept: z.boolean({ error: 'Acceptez ou déclinez l’horaire proposé.' }) })

export const slotsQuery = z
  .object({
    motive: id('Le motif'),
    from: z.iso.date('Date au format AAAA-MM-JJ.'),
    to: z.iso.date('Date au format AAAA-MM-JJ.'),
    /** The pet's size: a motive with per-size durations is offered for that size's duration. */
    size: z.enum(['small', 'medium', 'large', 'giant'], { error: 'Gabarit inconnu.' }).optional(),
  })
  .refine((q) => q.to >= q.from, { message: 'La date de fin doit suivre la date de début.', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 62, {
    message: 'Deux mois au plus à la fois.',
    path: ['to'],
  })
