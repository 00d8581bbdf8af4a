// Imported by client components too (issue 30 item 3): nothing server-only may be imported here.
import { DateTime } from 'luxon'

/**
 * Whether a vaccination given on `day` (`YYYY-MM-DD`) is more than a year old on today's date in
 * the groomer's `zone`: the groomer should ask for the booster's proof.
 */
export function isVaccinationStale(day: string | null | undefined, now: Date, zone: string): boolean {
  if (!day) return false
  const given = DateTime.fromISO(day.slice(0, 10), { zone })
  if (!given.isValid) return false
  const today = DateTime.fromJSDate(now, { zone }).startOf('day')
  return given.plus({ years: 1 }) < today
}

/** `DD/MM/YYYY` of a `YYYY-MM-DD` day (no zone involved: a calendar day). */
export const frenchDay = (day: string): string => {
  const [year, month, date] = day.slice(0, 10).split('-')
  return `${date}/${month}/${year}`
}
