/**
 * Calendar arithmetic on plain integers, independent of any time zone.
 * A "day number" counts days since 1970-01-01 (proleptic Gregorian).
 */

export const MINUTE_MS = 60_000
export const HOUR_MS = 3_600_000
export const DAY_MS = 86_400_000

export interface CivilDate {
  year: number
  month: number // 1..12
  day: number // 1..31
}

/** Howard Hinnant's days_from_civil. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const mp = (month + 9) % 12
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

/** Howard Hinnant's civil_from_days. */
export function civilFromDays(dayNumber: number): CivilDate {
  const z = dayNumber + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

export function daysInMonth(year: number, month: number): number {
  return daysFromCivil(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) - daysFromCivil(year, month, 1)
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(dayNumber: number): number {
  return ((((dayNumber + 3) % 7) + 7) % 7) + 1
}

/** Monday 1970-01-05: the anchor of the every-N-weeks cycle when no validFrom is given. */
export const EPOCH_MONDAY = 4

/** Index of the ISO week (Monday-based) containing the day, counted from EPOCH_MONDAY. */
export function weekIndex(dayNumber: number): number {
  return Math.floor((dayNumber - EPOCH_MONDAY) / 7)
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Parses "YYYY-MM-DD" into a day number, or returns null when it is not a real date. */
export function parseIsoDate(text: string): number | null {
  const m = DATE_RE.exec(text)
  if (!m) return null
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return daysFromCivil(year, month, day)
}

export const PAD2: readonly string[] = Array.from({ length: 100 }, (_, i) => (i < 10 ? `0${i}` : `${i}`))

function pad2(n: number): string {
  return PAD2[n] ?? String(n)
}

export function formatIsoDate(dayNumber: number): string {
  const { year, month, day } = civilFromDays(dayNumber)
  return `${year}-${pad2(month)}-${pad2(day)}`
}

/** Adds calendar months, clamping the day to the end of the target month (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: CivilDate, months: number): CivilDate {
  const index = date.year * 12 + (date.month - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) }
}

function digit(text: string, i: number): number {
  const c = text.charCodeAt(i) - 48
  return c >= 0 && c <= 9 ? c : Number.NaN
}

/** Parses "HH:mm" (00:00–23:59, plus "24:00" when allowed) into minutes of the day. */
export function parseHhMm(text: string, allow24: boolean): number | null {
  if (text.length !== 5 || text[2] !== ':') return null
  const h = digit(text, 0) * 10 + digit(text, 1)
  const min = digit(text, 3) * 10 + digit(text, 4)
  if (Number.isNaN(h) || Number.isNaN(min)) return null
  if (h === 24 && min === 0 && allow24) return 1440
  if (h > 23 || min > 59) return null
  return h * 60 + min
}
