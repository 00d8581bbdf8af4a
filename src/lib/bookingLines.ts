import type { Appointment } from '@/payload-types'

/**
 * An appointment's lines: one per pet, each with its motive, size, duration and price (issue 32).
 * An appointment booked for one pet may have no lines: it is then one line, its `pet` and `motive`.
 */
type StoredLine = NonNullable<Appointment['lines']>[number]
export type BookingLine = {
  petName: string
  petSpecies: StoredLine['petSpecies'] | null
  petBreed: string | null
  petSize: StoredLine['petSize'] | null
  motive: number | null
  duration: number
  /** Euros for the pet's size; null: priced on site. */
  price: number | null
}

/** How many pets one booking may name, unless the site's settings say otherwise (PETS_PER_BOOKING). */
export const DEFAULT_PETS_PER_BOOKING = 4

export const tooManyPets = (max: number) =>
  max === 1
    ? 'Un seul animal par rendez-vous.'
    : `${max} animaux au plus par rendez-vous : prenez un second rendez-vous pour les autres.`

const idOf = (value: number | { id: number } | null | undefined) =>
  value == null ? null : typeof value === 'object' ? value.id : value

type LinedAppointment = Pick<Appointment, 'lines' | 'pet' | 'motive' | 'price' | 'start' | 'end'>

/** The appointment's lines, the single pet's line when it has none (an empty pet: no line). */
export function linesOf(appointment: LinedAppointment): BookingLine[] {
  if (appointment.lines && appointment.lines.length > 0)
    return appointment.lines.map((line) => ({
      petName: line.petName,
      petSpecies: line.petSpecies ?? null,
      petBreed: line.petBreed ?? null,
      petSize: line.petSize ?? null,
      motive: idOf(line.motive),
      duration: line.duration,
      price: line.price ?? null,
    }))
  const pet = appointment.pet
  if (!pet?.name) return []
  return [
    {
      petName: pet.name,
      petSpecies: pet.species ?? null,
      petBreed: pet.breed ?? null,
      petSize: pet.size ?? null,
      motive: idOf(appointment.motive),
      duration: Math.round((Date.parse(appointment.end) - Date.parse(appointment.start)) / 60_000),
      price: appointment.price ?? null,
    },
  ]
}

/** « Rex », « Rex et Maya », « Rex, Maya et Filou »; empty without a pet. */
export function petNames(names: string[]): string {
  const kept = names.map((name) => name.trim()).filter(Boolean)
  if (kept.length <= 1) return kept[0] ?? ''
  return `${kept.slice(0, -1).join(', ')} et ${kept[kept.length - 1]}`
}

/** Every pet of the appointment, as a sentence names them. */
export const petNamesOf = (appointment: LinedAppointment) => petNames(linesOf(appointment).map((line) => line.petName))

/** The announced total: the sum of the priced lines (null when none is priced). */
export function linesPrice(lines: Pick<BookingLine, 'price'>[]): number | null {
  const priced = lines.filter((line) => typeof line.price === 'number')
  if (priced.length === 0) return null
  // In cents, so 19.9 + 0.1 stays 20.
  return priced.reduce((cents, line) => cents + Math.round((line.price as number) * 100), 0) / 100
}

/** Whether some line is priced on site (the total is then a part of what will be paid). */
export const someLineOnSite = (lines: Pick<BookingLine, 'price'>[]) => lines.some((line) => line.price == null)

/** The appointment's title: the motive and its pets, « Bain – Rex et Maya », « Bain – Rex · Tonte – Maya ». */
export function linesTitle(lines: { motiveTitle: string; petName: string }[]): string {
  const byMotive = new Map<string, string[]>()
  for (const line of lines) byMotive.set(line.motiveTitle, [...(byMotive.get(line.motiveTitle) ?? []), line.petName])
  return [...byMotive]
    .map(([motive, names]) => (petNames(names) ? `${motive} – ${petNames(names)}` : motive))
    .join(' · ')
}

/** A line's motive title when the read populated it (depth 1), else from `titles`. */
const motiveTitleOf = (motive: unknown, titles?: Map<number, string>): string | null => {
  if (motive && typeof motive === 'object' && 'title' in motive) return String((motive as { title: string }).title)
  return typeof motive === 'number' ? (titles?.get(motive) ?? null) : null
}

/**
 * What a checkout starts from: one line per pet, « Bain – Rex », at its announced price in cents
 * (the appointment's title and price for a single pet).
 */
export function checkoutLinesOf(
  appointment: LinedAppointment & Pick<Appointment, 'title'>,
  titles?: Map<number, string>,
): { label: string; priceCents: number | null }[] {
  const cents = (price: number | null | undefined) => (price == null ? null : Math.round(price * 100))
  if (!appointment.lines || appointment.lines.length < 2)
    return [{ label: appointment.title || 'Prestation', priceCents: cents(appointment.price) }]
  return appointment.lines.map((line) => {
    const title = motiveTitleOf(line.motive, titles)
    return { label: title ? `${title} – ${line.petName}` : line.petName, priceCents: cents(line.price) }
  })
}
