import { z } from 'zod'

import { rhythmWeeksInput } from '../rebooking/rhythm'
import type { Attendee } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { petSchema } from '../booking/schemas'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'

export const PETS_MAX = 20

/** One pet kept in the owner's account: what the booking asks, and what the groomer likes to know. */
export const savedPetSchema = petSchema.extend({
  /** The row's id when it already exists (kept so a booking's choice stays stable). */
  id: z.string().trim().max(64).optional(),
  coat: z.string().trim().max(60, 'Le pelage est trop long.').optional().default(''),
  birthYear: z
    .union([
      z.literal(''),
      z.null(),
      z.coerce.number({ error: 'Année de naissance invalide.' }).int('Année de naissance invalide.'),
    ])
    .optional()
    .transform((year) => (typeof year === 'number' ? year : null))
    .refine(
      (year) => year === null || (year >= 1990 && year <= new Date().getFullYear()),
      'Année de naissance invalide.',
    ),
  groomerNotes: z.string().trim().max(500, 'La note est trop longue (500 caractères au plus).').optional().default(''),
  /** Weeks between two groomings (rebooking reminders); empty: the motive's suggestion. */
  rhythmWeeks: rhythmWeeksInput,
})
export type SavedPetInput = z.infer<typeof savedPetSchema>
export type SavedPet = Required<SavedPetInput> & { id: string }

/** `PUT /api/v1/attendees/{id}/pets`: the whole list, in the owner's order. */
export const petsBody = z.object({
  pets: z
    .array(savedPetSchema, { error: 'La liste des animaux est invalide.' })
    .max(PETS_MAX, `${PETS_MAX} animaux au plus.`),
})

const shown = (pets: Attendee['pets']): SavedPet[] =>
  (pets ?? []).map((pet) => ({
    id: pet.id ?? '',
    name: pet.name,
    species: pet.species,
    breed: pet.breed ?? '',
    size: pet.size,
    coat: pet.coat ?? '',
    birthYear: pet.birthYear ?? null,
    groomerNotes: pet.groomerNotes ?? '',
    rhythmWeeks: pet.rhythmWeeks ?? null,
  }))

/** The owner's pets, read as them. */
export async function listPets(attendee: AuthenticatedPerson & Attendee): Promise<SavedPet[]> {
  const payload = await getPayloadClient()
  const doc = await payload.findByID({
    collection: 'attendees',
    id: attendee.id,
    depth: 0,
    user: attendee,
    overrideAccess: false,
    select: { pets: true },
  })
  return shown(doc.pets)
}

/** Replaces the owner's pets with `pets` (new ones get an id), as them. */
export async function savePets(attendee: AuthenticatedPerson & Attendee, pets: SavedPetInput[]): Promise<SavedPet[]> {
  const payload = await getPayloadClient()
  const data = {
    pets: pets.map(({ id, ...pet }) => ({
      ...(id ? { id } : {}),
      ...pet,
      breed: pet.breed || null,
      coat: pet.coat || null,
      groomerNotes: pet.groomerNotes || null,
    })),
  }
  const saved = await payload.update({
    collection: 'attendees',
    id: attendee.id,
    data,
    depth: 0,
    user: attendee,
    overrideAccess: false,
    select: { pets: true },
  })
  return shown(saved.pets)
}

const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'fr', { sensitivity: 'base' }) === 0

/**
 * After a booking: a pet typed for the first time joins the owner's pets, so the next booking
 * is one tap. A pet of the same name is left as the owner saved it. A failure is only logged.
 */
export async function rememberPet(
  attendee: AuthenticatedPerson & Attendee,
  pet: z.infer<typeof petSchema>,
): Promise<void> {
  // The account as read for this request: a pet it already has needs no second read.
  if (attendee.pets?.some((saved) => sameName(saved.name, pet.name))) return
  try {
    const pets = await listPets(attendee)
    if (pets.length >= PETS_MAX || pets.some((saved) => sameName(saved.name, pet.name))) return
    await savePets(attendee, [...pets, { ...pet, coat: '', birthYear: null, groomerNotes: '', rhythmWeeks: null }])
  } catch (error) {
    log('error', 'pet not remembered', { attendee: attendee.id, error })
  }
}
