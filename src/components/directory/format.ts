import type { Slot } from 'booking-engine'
import { DateTime } from 'luxon'

import { onFirstUse } from '@/lib/onFirstUse'

/** "35 €", "35,50 €": the same euros as a motive's price label. */
export { euroLabel as formatPrice } from '@/lib/motivePrice'

/** 60 → "1 h", 90 → "1 h 30", 45 → "45 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`
}

/** "mar. 24 nov. 10:00", in the groomer's zone (the offset of the slot). */
export const formatSlotShort = (slot: Slot) =>
  DateTime.fromISO(slot.start, { setZone: true }).setLocale('fr').toFormat('ccc d LLL HH:mm')

/** A day column's head: "mar." and "24 nov.". */
export const columnDay = (date: string) => {
  const day = DateTime.fromISO(date).setLocale('fr')
  return { weekday: day.toFormat('ccc'), date: day.toFormat('d LLL') }
}

export { profileDayHref, profileHref, slotHref } from './hrefs'
export { phoneLink } from '@/lib/phone'

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')

export const groomersLabel = (count: number) => `${count} toiletteur${count > 1 ? 's' : ''}`

const kilometres = onFirstUse(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }))

/** « à 850 m », « à 1,2 km », « à 12 km »: to the nearest 10 m, then 100 m, then kilometre. */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `à ${Math.max(10, Math.round(meters / 10) * 10)} m`
  if (meters < 10_000) return `à ${kilometres().format(Math.round(meters / 100) / 10)} km`
  return `à ${Math.round(meters / 1000)} km`
}
