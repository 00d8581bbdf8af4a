import Holidays from 'date-holidays'
import { daysFromCivil, formatIsoDate, parseIsoDate } from './civil'

export type HolidayCountry = 'FR' | 'CH' | 'BE'

export interface HolidayRegion {
  country: HolidayCountry
  /** FR: department ("57", "67", "68" = Alsace-Moselle); CH: canton ("VD", "GE", "ZH"…); BE: none. */
  region?: string | undefined
}

/** Day number of Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): number {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return daysFromCivil(year, month, day)
}

const ALSACE_MOSELLE = new Set(['57', '67', '68'])
const FR_DEPARTMENT_RE = /^(0[1-9]|[1-8]\d|9[0-5]|2A|2B)$/

/** French public holidays (metropolitan France), computed without date-holidays. */
function frenchHolidays(year: number, region: string | undefined): number[] {
  const easter = easterSunday(year)
  const days = [
    daysFromCivil(year, 1, 1),
    easter + 1, // Easter Monday
    daysFromCivil(year, 5, 1),
    daysFromCivil(year, 5, 8),
    easter + 39, // Ascension
    easter + 50, // Whit Monday
    daysFromCivil(year, 7, 14),
    daysFromCivil(year, 8, 15),
    daysFromCivil(year, 11, 1),
    daysFromCivil(year, 11, 11),
    daysFromCivil(year, 12, 25),
  ]
  if (region !== undefined && ALSACE_MOSELLE.has(region)) {
    days.push(easter - 2, daysFromCivil(year, 12, 26)) // Good Friday, St Stephen's Day
  }
  return days.sort((x, y) => x - y)
}

let library: Holidays | undefined
function lib(): Holidays {
  library ??= new Holidays()
  return library
}

const instances = new Map<string, Holidays>()

/** Public holidays from date-holidays, "public" type only. */
function libraryHolidays(country: HolidayCountry, region: string | undefined, year: number): number[] {
  const key = `${country}|${region ?? ''}`
  let hd = instances.get(key)
  if (!hd) {
    hd = region === undefined ? new Holidays(country) : new Holidays(country, region)
    instances.set(key, hd)
  }
  const days = new Set<number>()
  for (const h of hd.getHolidays(year)) {
    if (h.type !== 'public') continue
    const day = parseIsoDate(h.date.slice(0, 10))
    if (day !== null) days.add(day)
  }
  return [...days].sort((x, y) => x - y)
}

/** Whether the region code is supported for the country. */
export function isKnownRegion(country: HolidayCountry, region: string): boolean {
  if (country === 'FR') return FR_DEPARTMENT_RE.test(region)
  const states = lib().getStates(country) as Record<string, string> | undefined
  return states !== undefined && Object.prototype.hasOwnProperty.call(states, region)
}

const cache = new Map<string, ReadonlySet<number>>()

/** Day numbers of the public holidays of one year, memoised per (country, region, year). */
export function publicHolidaySet(where: HolidayRegion, year: number): ReadonlySet<number> {
  const key = `${where.country}|${where.region ?? ''}|${year}`
  let set = cache.get(key)
  if (!set) {
    const days =
      where.country === 'FR' ? frenchHolidays(year, where.region) : libraryHolidays(where.country, where.region, year)
    set = new Set(days)
    cache.set(key, set)
  }
  return set
}

/** Public holidays of one year as sorted "YYYY-MM-DD" strings. */
export function publicHolidays(where: HolidayRegion, year: number): string[] {
  return [...publicHolidaySet(where, year)].sort((x, y) => x - y).map(formatIsoDate)
}
