import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { rhythmWeeksInput } from '../rebooking/rhythm'
import type { Attendee } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { petSchema } from '../booking/schemas'
import { inOneRoundTrip } from '../db/oneRoundTrip'
import type { Statement } from '../db/queryText'
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

/** A pet's name as two names are compared: accents, case and outer spaces aside (« Filou » = « filou »). */
const foldedName = (name: Statement) =>
  sql`lower(regexp_replace(normalize(btrim(${name}), NFD), '[\u0300-\u036f]', '', 'g'))`

/**
 * After a booking: the pets typed for the first time join the owner's pets, so the next booking
 * is one tap. A pet of the same name is left as the owner saved it. One round trip: the account's
 * row locked (two bookings at once add a pet once), then each pet added at the end of the list
 * unless one of that name is there or the list is full. A failure is only logged.
 */
export async function rememberPets(
  attendee: AuthenticatedPerson & Attendee,
  pets: z.infer<typeof petSchema>[],
): Promise<void> {
  // The account as read for this request: a pet it already has needs no write.
  const fresh = pets.filter(
    (pet, index) =>
      !attendee.pets?.some((saved) => sameName(saved.name, pet.name)) &&
      pets.findIndex((other) => sameName(other.name, pet.name)) === index,
  )
  if (fresh.length === 0) return
  try {
    const added = fresh.map((pet) => ({ pet, id: randomBytes(12).toString('hex') }))
    const ids = sql.join(
      added.map(({ id }) => sql`${id}`),
      sql`, `,
    )
    await inOneRoundTrip([
      // The lock an update of the account takes (not one that blocks rows pointing at it).
      sql`select 1 from "attendees" where "id" = ${attendee.id} for no key update`,
      ...added.map(
        ({
          pet,
          id,
        }) => sql`insert into "attendees_pets" ("_order", "_parent_id", "id", "name", "species", "breed", "size")
          select coalesce(max("_order"), 0) + 1, ${attendee.id}, ${id}, ${pet.name},
            ${pet.species}, ${pet.breed || null}, ${pet.size}
          from "attendees_pets" where "_parent_id" = ${attendee.id}
          having count(*) < ${PETS_MAX}
            and not coalesce(bool_or(${foldedName(sql`"name"`)} = ${foldedName(sql`${pet.name}`)}), false)`,
      ),
      // The account's « modifié le », as Payload's update kept it, when a pet was added.
      sql`update "attendees" set "updated_at" = now() where "id" = ${attendee.id}
        and exists (select 1 from "attendees_pets" where "_parent_id" = ${attendee.id} and "id" in (${ids}))`,
    ])
  } catch (error) {
    log('error', 'pet not remembered', { attendee: attendee.id, error })
  }
}
