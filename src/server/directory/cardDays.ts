import { computeSlots, type Slot } from 'booking-engine'
import { DateTime } from 'luxon'

import type { SlotInputs } from '../slots'
import { preparedSchedule } from '../slots/prepared'

export type CardDaysRequest = { groomerId: number; durationMinutes: number; first: Slot }
/** One column of a city card: a groomer-local day (YYYY-MM-DD), its first free slots, and whether it has more. */
export type CardDay = { date: string; slots: Slot[]; more: boolean }

/**
 * Each groomer's next `days` days from the day of their already known first free slot, with the
 * first `perDay` free slots of each, from the schedules and busy times that found it (no query per card).
 */
export function cardDaysIn(
  inputs: SlotInputs,
  requests: CardDaysRequest[],
  now: Date,
  days: number,
  perDay: number,
): Map<number, CardDay[]> {
  const result = new Map<number, CardDay[]>()
  for (const { groomerId, durationMinutes, first } of requests) {
    const input = inputs.get(groomerId)
    if (!input) continue
    const { schedule, busy } = input
    const from = DateTime.fromMillis(first.startMs, { zone: schedule.timezone ?? 'Europe/Paris' })
    const computed = computeSlots({
      schedule: preparedSchedule(schedule),
      motive: { durationMinutes },
      busy,
      now: now.getTime(),
      from: from.toISODate() ?? '',
      to: from.plus({ days: days - 1 }).toISODate() ?? '',
    })
    result.set(
      groomerId,
      computed.days.map((day) => ({
        date: day.date,
        slots: day.slots.slice(0, perDay),
        more: day.slots.length > perDay,
      })),
    )
  }
  return result
}
