/**
 * Slots are shown in their own offset (the groomer's zone), whatever the browser's zone: the wall
 * clock of the ISO string, formatted as UTC. Plain Intl instead of luxon keeps luxon (about 22 KB
 * compressed) out of every public page, as the layout's banner uses `slotLong`.
 */
function wallClock(iso: string): Date {
  const offset = /([+-])(\d{2}):?(\d{2})$/.exec(iso)
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0
  return new Date(Date.parse(iso) + minutes * 60_000)
}

const inSlotZone = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', ...options })
const DAY = inSlotZone({ weekday: 'short', day: 'numeric', month: 'short' })
const LONG_DAY = inSlotZone({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
const DAY_WORDS = inSlotZone({ weekday: 'long', day: 'numeric', month: 'long' })
const TIME = inSlotZone({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** "mar. 24 nov." of a slot, in the slot's own offset (the groomer's zone). */
export const slotDay = (iso: string) => DAY.format(wallClock(iso))
/** "10:00" of a slot. */
export const slotTime = (iso: string) => TIME.format(wallClock(iso))
/** Spec format 'ddd D MMM YYYY à HH:mm': "mardi 24 novembre 2026 à 10:00". */
export const slotLong = (iso: string) => `${LONG_DAY.format(wallClock(iso))} à ${slotTime(iso)}`
/** A day in words, "mardi 24 novembre", of a YYYY-MM-DD date. */
export const dayInWords = (date: string) => DAY_WORDS.format(new Date(`${date}T00:00:00Z`))

/** What a screen reader says of a slot: "mardi 24 novembre, 10 h 15" ("10 h" on the hour), in the slot's offset. */
export function slotSpoken(iso: string): string {
  const at = wallClock(iso)
  const minutes = at.getUTCMinutes()
  return `${DAY_WORDS.format(at)}, ${at.getUTCHours()} h${minutes === 0 ? '' : ` ${String(minutes).padStart(2, '0')}`}`
}

export const durationLabel = (minutes: number) => {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`
}

export { bookedPriceLabel, motivePriceLabel, petPriceLabel, priceLabel } from '@/lib/motivePrice'
