/**
 * Slots are shown in their own offset (the groomer's zone), whatever the browser's zone: the wall
 * clock of the ISO string, read as UTC. French names written out instead of luxon (about 22 KB
 * compressed, the layout's banner uses `slotLong`) and of Intl: the city cards' slots render these
 * labels at hydration, and building the first Intl formatter (ICU's locale data) cost a phone's
 * main thread about 30 ms there.
 */
function wallClock(iso: string): Date {
  const offset = /([+-])(\d{2}):?(\d{2})$/.exec(iso)
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0
  return new Date(Date.parse(iso) + minutes * 60_000)
}

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']
const WEEKDAYS_SHORT = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.']
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
]
const MONTHS_SHORT = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']
const twoDigits = (value: number) => String(value).padStart(2, '0')

/** "mardi 24 novembre" of a wall clock. */
const dayWords = (at: Date) => `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`

/** "mar. 24 nov." of a slot, in the slot's own offset (the groomer's zone). */
export function slotDay(iso: string): string {
  const at = wallClock(iso)
  return `${WEEKDAYS_SHORT[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS_SHORT[at.getUTCMonth()]}`
}
/** "10:00" of a wall clock. */
const clock = (at: Date) => `${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}`

/** "10:00" of a slot. */
export const slotTime = (iso: string) => clock(wallClock(iso))
/** Spec format 'ddd D MMM YYYY à HH:mm': "mardi 24 novembre 2026 à 10:00". */
export function slotLong(iso: string): string {
  const at = wallClock(iso)
  return `${dayWords(at)} ${at.getUTCFullYear()} à ${clock(at)}`
}
/** A day in words, "mardi 24 novembre", of a YYYY-MM-DD date. */
export const dayInWords = (date: string) => dayWords(new Date(`${date}T00:00:00Z`))

/** What a screen reader says of a slot: "mardi 24 novembre, 10 h 15" ("10 h" on the hour), in the slot's offset. */
export function slotSpoken(iso: string): string {
  const at = wallClock(iso)
  const minutes = at.getUTCMinutes()
  return `${dayWords(at)}, ${at.getUTCHours()} h${minutes === 0 ? '' : ` ${twoDigits(minutes)}`}`
}

export const durationLabel = (minutes: number) => {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`
}

export { bookedPriceLabel, motivePriceLabel, petPriceLabel, priceLabel } from '@/lib/motivePrice'
