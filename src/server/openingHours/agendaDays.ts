import { computeSlots, type DayReason } from 'booking-engine'

import { loadGroomerSchedule } from '../slots/groomerSchedule'
import { preparedSchedule } from '../slots/prepared'
import type { GroomerFields } from '../slots/schedules'

/** One agenda day's opening: the reason it is closed, or its open stretches (ISO instants). */
export type AgendaOpeningDay = { reason: DayReason | null; open: { start: string; end: string }[] }

/** The grid's precision: opening hours in 5-minute steps. */
const STEP_MINUTES = 5

/**
 * When the groomer works on each local day `from`..`to`, whatever is booked: the engine's free
 * 5-minute slots with no bookings and no booking delays, merged into stretches. Shown as the
 * unshaded part of the agenda grid.
 */
export async function agendaOpeningDays(
  groomer: GroomerFields,
  from: string,
  to: string,
  firstDayStart: Date,
): Promise<Map<string, AgendaOpeningDay>> {
  // Booking delays (notice, "not before" hour, horizon) limit what customers book, not when the salon is open.
  const unlimited = { ...groomer, bookingDelays: { minNoticeMinutes: 0, notBeforeHour: null, horizonMonths: 120 } }
  const { schedule } = await loadGroomerSchedule(unlimited, { from: firstDayStart })
  const result = computeSlots({
    schedule: preparedSchedule(schedule),
    motive: { durationMinutes: STEP_MINUTES },
    stepMinutes: STEP_MINUTES,
    busy: [],
    now: firstDayStart.getTime(),
    from,
    to,
  })
  return new Map(
    result.days.map((day) => {
      const open: { startMs: number; endMs: number }[] = []
      for (const slot of day.slots) {
        const last = open.at(-1)
        if (last && slot.startMs <= last.endMs) last.endMs = Math.max(last.endMs, slot.endMs)
        else open.push({ startMs: slot.startMs, endMs: slot.endMs })
      }
      return [
        day.date,
        {
          reason: day.reason ?? null,
          open: open.map((stretch) => ({
            start: new Date(stretch.startMs).toISOString(),
            end: new Date(stretch.endMs).toISOString(),
          })),
        },
      ]
    }),
  )
}
