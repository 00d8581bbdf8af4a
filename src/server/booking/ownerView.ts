import type { Appointment } from '@/payload-types'

import { linesOf } from '@/lib/bookingLines'
import { relationId } from '@/lib/relations'

type PetOf = NonNullable<Appointment['pet']>

/**
 * What an owner is answered about their own appointment (booking, waiting-list claim, cancel,
 * postpone): when, where, what, for which pet, and its state. Never the groomer's side of it
 * (customer folder, other e-mails, source, reminder stamps, refusal reason, visit steps).
 */
export type OwnerAppointment = {
  reference: string
  status: Appointment['status']
  start: string
  end: string
  timezone: string
  kind: Appointment['kind']
  location: string | null
  groomer: number | null
  motive: number | null
  pet: { name: string | null; species: PetOf['species'] | null; breed: string | null; size: PetOf['size'] | null }
  note: string | null
  /** Euros, the price booked for the pet's size (the sum of the priced lines); null: priced on site. */
  price: number | null
  /** One line per pet: its motive, minutes and price (one line for a single pet). */
  lines: OwnerLine[]
}

export type OwnerLine = {
  pet: { name: string; species: PetOf['species'] | null; breed: string | null; size: PetOf['size'] | null }
  motive: number | null
  duration: number
  price: number | null
}

/** The keys of OwnerAppointment, in answer order (tests assert them). */
export const OWNER_APPOINTMENT_KEYS = [
  'reference',
  'status',
  'start',
  'end',
  'timezone',
  'kind',
  'location',
  'groomer',
  'motive',
  'pet',
  'note',
  'price',
  'lines',
] as const

export function ownerAppointment(appointment: Appointment): OwnerAppointment {
  const { reference, status, start, end, timezone, kind, location, groomer, motive, pet, note, price } = appointment
  return {
    reference,
    status,
    start,
    end,
    timezone,
    kind,
    location: location ?? null,
    groomer: relationId(groomer),
    motive: relationId(motive ?? null),
    pet: { name: pet?.name ?? null, species: pet?.species ?? null, breed: pet?.breed ?? null, size: pet?.size ?? null },
    note: note ?? null,
    price: price ?? null,
    lines: linesOf(appointment).map((line) => ({
      pet: { name: line.petName, species: line.petSpecies, breed: line.petBreed, size: line.petSize },
      motive: line.motive,
      duration: line.duration,
      price: line.price,
    })),
  }
}
