import { z } from 'zod'
import { DAY_MS, isoWeekday, parseIsoDate } from './civil'
import { publicHolidays, type HolidayRegion } from './holidays'
import type { InstantInput } from './instant'
import { instantSchema, localDateSchema, scheduleSchema, zoneSchema } from './schema'
import { parseOrThrow, toInstant } from './validate'
import { zoneOffsets } from './zone'

const filterSchema = z.object({
  date: localDateSchema,
  now: instantSchema,
  timezone: zoneSchema.default('Europe/Paris'),
})

/**
 * Date-filter rule of the product spec: a date may be picked when it is today
 * or later in `timezone` (default Europe/Paris) and is not a Sunday.
 */
export function isFilterDateAllowed(date: string, now: InstantInput, timezone?: string): boolean {
  const v = parseOrThrow(filterSchema, { date, now, timezone }, '')
  const day = parseIsoDate(v.date) as number
  const today = Math.floor(zoneOffsets(v.timezone).toWall(toInstant(v.now, 'now')) / DAY_MS)
  return day >= today && isoWeekday(day) !== 7
}

const yearSchema = z.number().int().min(2000).max(2199)

/** Public holidays ("YYYY-MM-DD", sorted) of one year for a country/region, as the engine applies them. */
export function listPublicHolidays(region: HolidayRegion, year: number): string[] {
  const where = parseOrThrow(scheduleSchema.shape.holidayRegion, region, 'region')
  const y = parseOrThrow(yearSchema, year, 'year')
  return publicHolidays({ country: where.country, region: where.region ?? undefined }, y)
}
