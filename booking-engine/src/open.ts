import { DAY_MS, isoWeekday, MINUTE_MS } from './civil'
import { firstEndingAfter } from './intervals'
import { type CompiledRange, PreparedSchedule } from './prepare'
import type { InstantInput } from './instant'
import type { ScheduleInput } from './schema'
import { toInstant } from './validate'

const scratch: CompiledRange[] = []

/**
 * Whether the groomer receives at this instant (« ouvert maintenant »): a working day (not a
 * Sunday, one of their holidays or a public holiday they do not work), inside one of that day's
 * availability ranges, and outside their unavailabilities. Appointments do not close a groomer.
 */
export function isOpenAt(schedule: ScheduleInput | PreparedSchedule, at: InstantInput): boolean {
  const s = schedule instanceof PreparedSchedule ? schedule : new PreparedSchedule(schedule)
  const ms = toInstant(at, 'at')
  const day = s.zone.dayOf(ms)
  const weekday = isoWeekday(day)
  if (weekday === 7 || s.isOwnHoliday(day) || s.isClosedPublicHoliday(day)) return false
  const minute = Math.floor((s.zone.toWall(ms) - day * DAY_MS) / MINUTE_MS)
  if (!s.rangesOn(day, weekday, scratch).some((r) => r.startMinute <= minute && minute < r.endMinute)) return false
  const i = firstEndingAfter(s.unavailable, ms)
  return !(i < s.unavailable.starts.length && (s.unavailable.starts[i] as number) <= ms)
}
