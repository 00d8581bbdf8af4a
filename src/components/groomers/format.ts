import { DateTime } from 'luxon'

/** "mar. 24 nov." of a slot, in the slot's own offset (the groomer's zone). */
export const slotDay = (iso: string) => DateTime.fromISO(iso, { setZone: true }).setLocale('fr').toFormat('ccc d LLL')
/** "10:00" of a slot. */
export const slotTime = (iso: string) => DateTime.fromISO(iso, { setZone: true }).toFormat('HH:mm')
/** A day in words, "mardi 24 novembre", of a YYYY-MM-DD date. */
export const dayInWords = (date: string) => DateTime.fromISO(date).setLocale('fr').toFormat('cccc d LLLL')

/** What a screen reader says of a slot: "mardi 24 novembre, 10 h 15" ("10 h" on the hour), in the slot's offset. */
export function slotSpoken(iso: string): string {
  const at = DateTime.fromISO(iso, { setZone: true }).setLocale('fr')
  return `${at.toFormat('cccc d LLLL')}, ${at.minute === 0 ? at.toFormat("H 'h'") : at.toFormat("H 'h' mm")}`
}
/** Spec format 'ddd D MMM YYYY à HH:mm'. */
export const slotLong = (iso: string) => DateTime.fromISO(iso, { setZone: true }).setLocale('fr').toFormat("cccc d LLLL yyyy 'à' HH:mm")

export const durationLabel = (minutes: number) => {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`
}

export const priceLabel = (euros: number | null | undefined) =>
  euros == null ? null : new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: euros % 1 === 0 ? 0 : 2 }).format(euros)
