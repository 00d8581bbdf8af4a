import type { Attendee, Motive } from '@/payload-types'

import { type BookingLine, linesPrice, linesTitle, someLineOnSite, tooManyPets } from '@/lib/bookingLines'
import { priceForSize } from '@/lib/motivePrice'

import { DomainError } from '../domainErrors'
import { env } from '../env'
import { durationForSize } from '../slots/motiveDuration'
import type { BookingPet, CreateEventInput } from './schemas'

/** The single-pet body as callers inside the server still write it (the waiting list, tests). */
export type SinglePetInput = {
  groomer: number
  motive: number
  start: string
  pet: {
    name: string
    species: NonNullable<BookingPet['species']>
    breed?: string | null
    size: NonNullable<BookingPet['size']>
  }
  note?: string
}

/** Either body as the booking service's one list of pets. */
export const asBookingInput = (input: CreateEventInput | SinglePetInput): CreateEventInput =>
  'pets' in input
    ? input
    : {
        groomer: input.groomer,
        start: input.start,
        note: input.note ?? '',
        pets: [{ motive: input.motive, savedPet: null, ...input.pet, breed: input.pet.breed ?? '' }],
      }

export type ResolvedPet = {
  name: string
  species: NonNullable<BookingPet['species']>
  breed: string
  size: NonNullable<BookingPet['size']>
}

const fieldOf = (several: boolean, index: number, key: string) => (several ? `pets.${index}.${key}` : `pet.${key}`)

/**
 * Each pet as the appointment keeps it: a saved pet looked up in the owner's account (the size sent
 * wins: the pet may have grown), a typed one as typed. Refuses more pets than the settings allow,
 * an unknown saved pet and the same pet twice, with French messages on their fields.
 */
export function resolvePets(attendee: Pick<Attendee, 'pets'>, pets: BookingPet[]): ResolvedPet[] {
  const max = env().PETS_PER_BOOKING
  if (pets.length > max) throw new DomainError('invalid', tooManyPets(max), { fields: { pets: tooManyPets(max) } })
  const several = pets.length > 1
  const resolved = pets.map((pet, index): ResolvedPet => {
    if (!pet.savedPet) return { name: pet.name, species: pet.species!, breed: pet.breed, size: pet.size! }
    const saved = attendee.pets?.find((candidate) => candidate.id === pet.savedPet)
    if (!saved) {
      const message = 'Cet animal n’est pas dans votre compte.'
      throw new DomainError('invalid', message, { fields: { [fieldOf(several, index, 'pet')]: message } })
    }
    return { name: saved.name, species: saved.species, breed: saved.breed ?? '', size: pet.size ?? saved.size }
  })
  const seen = new Set<string>()
  resolved.forEach((pet, index) => {
    const key = pet.name.trim().toLocaleLowerCase('fr')
    if (seen.has(key)) {
      const message = `${pet.name} est déjà dans ce rendez-vous.`
      throw new DomainError('invalid', message, { fields: { [fieldOf(several, index, 'name')]: message } })
    }
    seen.add(key)
  })
  return resolved
}

/** A phone call or a visio is for one pet; the lines of one visit happen at one place. */
export function requireOnePlace(motives: Motive[]) {
  if (motives.length < 2) return
  motives.forEach((motive, index) => {
    const kind = motive.kind ?? 'salon'
    const message =
      kind === 'salon' || kind === 'home'
        ? 'Les prestations d’un même rendez-vous ont lieu au même endroit : prenez deux rendez-vous.'
        : 'Un appel ou une visio se réserve pour un seul animal.'
    if (kind !== (motives[0].kind ?? 'salon') || (kind !== 'salon' && kind !== 'home'))
      throw new DomainError('invalid', message, { fields: { [`pets.${index}.motive`]: message } })
  })
}

/** The lines of the booking, each pet with its motive's duration and price for its size. */
export const bookingLines = (pets: ResolvedPet[], motives: Motive[]): (BookingLine & { motiveTitle: string })[] =>
  pets.map((pet, index) => ({
    petName: pet.name,
    petSpecies: pet.species,
    petBreed: pet.breed || null,
    petSize: pet.size,
    motive: motives[index].id,
    motiveTitle: motives[index].title,
    duration: durationForSize(motives[index], pet.size),
    price: priceForSize(motives[index], pet.size),
  }))

/** What the lines add up to: the slot's length, the announced price and the title. */
export function linesTotals(lines: (BookingLine & { motiveTitle: string })[]) {
  return {
    minutes: lines.reduce((sum, line) => sum + line.duration, 0),
    price: linesPrice(lines),
    title: linesTitle(lines),
  }
}

/** The visit's price in cents, as a deposit takes its share of it: unknown (null) when some line is priced on site. */
export function linesPriceCents(lines: (BookingLine & { motiveTitle: string })[]): number | null {
  const price = linesTotals(lines).price
  return price === null || someLineOnSite(lines) ? null : Math.round(price * 100)
}
