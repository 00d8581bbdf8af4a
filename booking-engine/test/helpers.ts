import type { AvailabilityInput, ComputeSlotsInput, ScheduleInput, SlotsResult } from '../src/index'

/** Mon–Sat 09:00–12:00 and 14:00–18:00. */
export function weekRanges(weekdays = [1, 2, 3, 4, 5, 6]): AvailabilityInput[] {
  return weekdays.flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00' },
    { weekday, start: '14:00', end: '18:00' },
  ])
}

export function baseSchedule(extra: Partial<ScheduleInput> = {}): ScheduleInput {
  return {
    availabilities: weekRanges(),
    delays: { minNoticeMinutes: 0, horizonMonths: 3 },
    ...extra,
  }
}

/** Sunday 2026-05-31 12:00 in Paris: the whole following week is bookable. */
export const SUNDAY_NOON = '2026-05-31T12:00:00+02:00'

export function input(extra: Partial<ComputeSlotsInput> = {}): ComputeSlotsInput {
  return {
    schedule: baseSchedule(),
    motive: { durationMinutes: 60 },
    stepMinutes: 60,
    now: SUNDAY_NOON,
    from: '2026-06-01',
    to: '2026-06-07',
    ...extra,
  }
}

/** Local "HH:mm" of every slot of one day (read from the ISO string). */
export function hours(result: SlotsResult, date: string): string[] {
  const day = result.days.find((d) => d.date === date)
  if (!day) throw new Error(`no day ${date}`)
  return day.slots.map((s) => s.start.slice(11, 16))
}

export function reasonOf(result: SlotsResult, date: string): string {
  const day = result.days.find((d) => d.date === date)
  if (!day) throw new Error(`no day ${date}`)
  return day.open ? 'open' : (day.reason ?? '?')
}

export const MONDAY_FULL = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00']
