import { computeSlots, type DayReason, type ScheduleInput } from 'booking-engine'
import { DateTime } from 'luxon'

/** Days the groomer does not work at all: a due date falling on one moves to the next open day. */
const CLOSED: ReadonlySet<DayReason> = new Set(['sunday', 'holiday', 'public_holiday', 'not_working'])
/** How far past the rhythm an open day is looked for (a long holiday, a closed season). */
export const SEARCH_DAYS = 120
/** A due date older than this is let go (a job stopped for long, data from before the feature). */
export const LATE_DAYS = 14

export const DEFAULT_ZONE = 'Europe/Paris'

const zoneOr = (zone: string | null | undefined) => (zone && DateTime.now().setZone(zone).isValid ? zone : DEFAULT_ZONE)

/** The groomer-local calendar day of an instant, `YYYY-MM-DD`. */
export const localDay = (instant: Date | string, zone: string | null | undefined): string =>
  DateTime.fromJSDate(new Date(instant)).setZone(zoneOr(zone)).toISODate() ?? ''

/**
 * The day a pet is due again: the local day of its last visit plus `weeks` (calendar days, so a
 * DST change in between moves nothing), then the first day on or after it the groomer is open
 * (not on holiday, not a closed public holiday, not a day without opening hours). Null when the
 * groomer has no open day in the months after.
 */
export function rhythmDueDate(
  lastVisit: Date | string,
  weeks: number,
  schedule: ScheduleInput,
  durationMinutes: number,
): string | null {
  const zone = zoneOr(schedule.timezone)
  const base = DateTime.fromJSDate(new Date(lastVisit)).setZone(zone).startOf('day').plus({ weeks })
  // `now` at the due day's first instant: no day of the search is "past", the horizon counts from it.
  const days = computeSlots({
    schedule: {
      ...schedule,
      timezone: zone,
      delays: { ...schedule.delays, minNoticeMinutes: 0, notBeforeHour: null, horizonMonths: 12 },
    },
    motive: { durationMinutes },
    busy: [],
    now: base.toMillis(),
    from: base.toISODate() ?? '',
    to: base.plus({ days: SEARCH_DAYS }).toISODate() ?? '',
  }).days
  return days.find((day) => !day.reason || !CLOSED.has(day.reason))?.date ?? null
}
