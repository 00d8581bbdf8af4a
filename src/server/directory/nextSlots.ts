import { computeSlots, type Slot } from 'booking-engine'
import { DateTime } from 'luxon'

import type { SlotInputs } from '../slots'
import { preparedSchedule } from '../slots/prepared'

export type NextSlotsRequest = { groomerId: number; durationMinutes: number; first: Slot }

/** Days looked at after the first free slot to find the next ones. */
const WINDOW_DAYS = 14

/**
 * The next `count` free slots of each groomer, from their already known first free slot and the
 * schedules and busy times that found it (no query per card).
 */
export function nextSlotsIn(inputs: SlotInputs, requests: NextSlotsRequest[], now: Date, count = 3): Map<number, Slot[]> {
  const result = new Map<number, Slot[]>()
  for (const { groomerId, durationMinutes, first } of requests) {
    const input = inputs.get(groomerId)
    if (!input) continue
    const { schedule, busy } = input
    const from = DateTime.fromMillis(first.startMs, { zone: schedule.timezone ?? 'Europe/Paris' })
    const { days } = computeSlots({
      schedule: preparedSchedule(schedule),
      motive: { durationMinutes },
      busy,
      now: now.getTime(),
      from: from.toISODate() ?? '',
      to: from.plus({ days: WINDOW_DAYS - 1 }).toISODate() ?? '',
    })
    const slots = days.flatMap((day) => day.slots).filter((slot) => slot.startMs >= first.startMs)
    result.set(groomerId, slots.slice(0, count))
  }
  return result
}
