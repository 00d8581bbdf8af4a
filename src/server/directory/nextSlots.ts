import { computeSlots, type Slot } from 'booking-engine'
import { DateTime } from 'luxon'

import { getPayloadClient } from '../payload'
import { preparedSchedule } from '../slots/prepared'
import { loadBusy, loadSchedules } from '../slots/schedules'

type GroomerRef = Parameters<typeof loadSchedules>[1][number]

export type NextSlotsRequest = { groomer: GroomerRef; durationMinutes: number; first: Slot }

/** Days looked at after the first free slot to find the next ones. */
const WINDOW_DAYS = 14

/**
 * The next `count` free slots of each groomer, from their already known first free slot:
 * the schedules and appointments of the whole batch are read once (no query per card).
 */
export async function nextSlotsFor(requests: NextSlotsRequest[], now: Date, count = 3): Promise<Map<number, Slot[]>> {
  if (requests.length === 0) return new Map()
  const payload = await getPayloadClient()
  const groomers = requests.map((request) => request.groomer)
  const [schedules, busy] = await Promise.all([loadSchedules(payload, groomers), loadBusy(payload, groomers.map((g) => g.id), now)])
  const result = new Map<number, Slot[]>()
  for (const { groomer, durationMinutes, first } of requests) {
    const schedule = schedules.get(groomer.id)
    if (!schedule) continue
    const from = DateTime.fromMillis(first.startMs, { zone: schedule.timezone ?? 'Europe/Paris' })
    const { days } = computeSlots({
      schedule: preparedSchedule(schedule),
      motive: { durationMinutes },
      busy: busy.get(groomer.id) ?? [],
      now: now.getTime(),
      from: from.toISODate() ?? '',
      to: from.plus({ days: WINDOW_DAYS - 1 }).toISODate() ?? '',
    })
    const slots = days.flatMap((day) => day.slots).filter((slot) => slot.startMs >= first.startMs)
    result.set(groomer.id, slots.slice(0, count))
  }
  return result
}
