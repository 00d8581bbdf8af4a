import { z } from 'zod'

import { tooManyPets } from '@/lib/bookingLines'
import { CANCELLATION_NOTE_MAX, CANCELLATION_REASON_VALUES } from '@/lib/cancellationReasons'

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

const note = z.string().trim().max(1000, 'La note est trop longue (1000 caractères au plus).').optional().default('')

/** Today's single-pet body: the groomer, the motive, the chosen start, the pet and an optional note. */
const singlePetBody = z.object({
  groomer: id('Le toiletteur'),
  motive: id('Le motif'),
  start: instant('Choisissez un créneau.'),
  pet: petSchema,
  note,
})

/**
 * One pet of a several-pets booking: one of the owner's saved pets (`pet`, its id; `size` may say
 * it grew) or a pet typed here (`name`, `species`, `breed`, `size`), and its motive.
 */
const bookedPet = z
  .object({
    pet: z.string().trim().min(1).max(64).optional(),
    name: petSchema.shape.name.optional(),
    species: petSchema.shape.species.optional(),
    breed: z.string().trim().max(80, 'La race est trop longue.').optional().default(''),
    size: petSchema.shape.size.optional(),
    motive: id('Le motif'),
  })
  .superRefine((pet, ctx) => {
    if (pet.pet) return
    if (!pet.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Le nom de l’animal est obligatoire.' })
    if (!pet.species) ctx.addIssue({ code: 'custom', path: ['species'], message: 'Choisissez l’espèce de l’animal.' })
    if (!pet.size) ctx.addIssue({ code: 'custom', path: ['size'], message: 'Choisissez le gabarit de l’animal.' })
  })

/** Several pets in one booking: one line each, its length the sum of the lines (issue 32). */
const severalPetsBody = z.object({
  groomer: id('Le toiletteur'),
  start: instant('Choisissez un créneau.'),
  pets: z
    .array(bookedPet, { error: 'Indiquez vos animaux.' })
    .min(1, 'Indiquez au moins un animal.')
    .max(8, tooManyPets(8)),
  note,
})

/** A pet as the booking service takes it: typed, or one of the owner's saved pets to look up. */
export type BookingPet = {
  motive: number
  savedPet: string | null
  name: string
  species: z.infer<typeof petSchema>['species'] | null
  breed: string
  size: z.infer<typeof petSchema>['size'] | null
}
export type CreateEventInput = { groomer: number; start: string; note: string; pets: BookingPet[] }

/**
 * The booking payload of `POST /api/v1/attendees/{attendee_id}/create-event` (documented in the
 * README): today's single-pet body, or `pets: [{ pet | name, species, breed, size, motive }]`. Both
 * come out as the same list of pets; a single pet's errors keep their `pet.*` keys.
 */
export const createEventBody = z.unknown().transform((raw, ctx): CreateEventInput => {
  const several = typeof raw === 'object' && raw !== null && 'pets' in raw
  const parsed = (several ? severalPetsBody : singlePetBody).safeParse(raw)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    return z.NEVER
  }
  const body = parsed.data
  if ('pets' in body)
    return {
      groomer: body.groomer,
      start: body.start,
      note: body.note,
      pets: body.pets.map((pet) => ({
        motive: pet.motive,
        savedPet: pet.pet ?? null,
        name: pet.name ?? '',
        species: pet.species ?? null,
        breed: pet.breed,
        size: pet.size ?? null,
      })),
    }
  return {
    groomer: body.groomer,
    start: body.start,
    note: body.note,
    pets: [{ motive: body.motive, savedPet: null, ...body.pet }],
  }
})

export const postponeBody = z.object({ start: instant('Choisissez un nouveau créneau.') })

/** `POST …/cancel` by the owner: why, if they say (the owner's page asks), and their words for « autre ». */
export const cancelBody = z
  .strictObject({
    reason: z
      .enum(CANCELLATION_REASON_VALUES, { error: 'Choisissez la raison de l’annulation dans la liste.' })
      .optional(),
    note: z
      .string({ error: 'Un texte.' })
      .trim()
      .max(CANCELLATION_NOTE_MAX, `${CANCELLATION_NOTE_MAX} caractères au plus.`)
      .optional(),
  })
  .refine((body) => !body.note || body.reason, {
    message: 'Choisissez d’abord la raison de l’annulation.',
    path: ['reason'],
  })
  .optional()

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

const sizeEnum = z.enum(['small', 'medium', 'large', 'giant'], { error: 'Gabarit inconnu.' })

/** `pets=12:small,14:large`: the motive and size of each pet of a several-pets booking. */
const petsParam = z
  .string()
  .max(200, 'Trop d’animaux.')
  .transform((text, ctx) => {
    const pets = text.split(',').map((pair) => {
      const [motive, size] = pair.split(':')
      return { motive: Number(motive), size: sizeEnum.safeParse(size).data }
    })
    if (pets.some((pet) => !Number.isInteger(pet.motive) || pet.motive <= 0 || !pet.size)) {
      ctx.addIssue({ code: 'custom', message: 'Animaux au format motif:gabarit, séparés par des virgules.' })
      return z.NEVER
    }
    return pets as { motive: number; size: z.infer<typeof sizeEnum> }[]
  })

export const slotsQuery = z
  .object({
    motive: id('Le motif').optional(),
    /** Several pets: the slots are searched for the sum of their motives' durations. */
    pets: petsParam.optional(),
    from: z.iso.date('Date au format AAAA-MM-JJ.'),
    to: z.iso.date('Date au format AAAA-MM-JJ.'),
    /** The pet's size: a motive with per-size durations is offered for that size's duration. */
    size: sizeEnum.optional(),
  })
  .refine((q) => q.motive !== undefined || q.pets !== undefined, {
    message: 'Le motif est obligatoire.',
    path: ['motive'],
  })
  .refine((q) => q.to >= q.from, { message: 'La date de fin doit suivre la date de début.', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 62, {
    message: 'Deux mois au plus à la fois.',
    path: ['to'],
  })
