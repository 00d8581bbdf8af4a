import { computeSlots, firstFreeSlots, type Slot, type SlotsResult } from 'booking-engine'
import { DateTime } from 'luxon'

import { getPayloadClient } from '../payload'
import { loadGroomerSchedules } from './groomerSchedule'
import { preparedSchedule } from './prepared'
import { loadBusy, loadSchedules } from './schedules'

type GroomerRef = Parameters<typeof loadSchedules>[1][number]
export type MotiveRef = { durationMinutes: number }

export const DIRECTORY_HORIZON_DAYS = 60

/** What the engine needs to find several groomers' free slots from `now`: each one's schedule and busy times, read at once. */
export type SlotInputs = Awaited<ReturnType<typeof loadGroomerSchedules>>

/** Busy times are read only as far as the directory looks (a city page reads a thousand groomers at market size). */
export const loadSlotInputs = (groomers: GroomerRef[], now: Date): Promise<SlotInputs> =>
  loadGroomerSchedules(groomers, {
    from: now,
    until: new Date(now.getTime() + (DIRECTORY_HORIZON_DAYS + 1) * 86_400_000),
  })

/** Each groomer's first free slot for their motive, within the directory's horizon, from inputs already read. */
export function firstFreeSlotsIn(
  inputs: SlotInputs,
  groomers: (GroomerRef & { motive: MotiveRef })[],
  now: Date,
): Map<number, Slot | null> {
  const requests = groomers.flatMap((groomer) => {
    const input = inputs.get(groomer.id)
    if (!input) return []
    return [
      {
        id: String(groomer.id),
        schedule: preparedSchedule(input.schedule),
        motive: groomer.motive,
        busy: input.busy,
        horizonDays: DIRECTORY_HORIZON_DAYS,
      },
    ]
  })
  const found = firstFreeSlots(requests, now.getTime())
  return new Map(groomers.map((groomer) => [groomer.id, found[String(groomer.id)] ?? null]))
}

/** Each groomer's first free slot for their motive, within the directory's horizon. */
export async function firstFreeSlotsFor(
  groomers: (GroomerRef & { motive: MotiveRef })[],
  now: Date,
): Promise<Map<number, Slot | null>> {
  return firstFreeSlotsIn(await loadSlotInputs(groomers, now), groomers, now)
}

/** The groomer's local days from `fromDay` (YYYY-MM-DD, today when absent or past) for `days` days, with their free slots for the motive. */
export async function upcomingSlots(
  groomer: GroomerRef,
  motive: MotiveRef,
  now: Date,
  days: number,
  fromDay?: string,
): Promise<SlotsResult> {
  const payload = await getPayloadClient()
  const [schedules, busy] = await Promise.all([loadSchedules(payload, [groomer]), loadBusy(payload, [groomer.id], now)])
  const schedule = schedules.get(groomer.id)
  if (!schedule) throw new Error(`Groomer ${groomer.id} has no schedule`)
  const zone = schedule.timezone ?? 'Europe/Paris'
  const today = DateTime.fromJSDate(now, { zone }).startOf('day')
  const asked = fromDay ? DateTime.fromISO(fromDay, { zone }) : null
  // Beyond a year nothing is bookable anyway: such a day shows today's.
  const first = asked?.isValid && asked > today && asked < today.plus({ years: 1 }) ? asked : today
  return computeSlots({
    schedule: preparedSchedule(schedule),
    motive,
    busy: busy.get(groomer.id) ?? [],
    now: now.getTime(),
    from: first.toISODate() ?? '',
    to: first.plus({ days: days - 1 }).toISODate() ?? '',
  })
}
