import {
  computeSlots,
  isSlotBookable,
  type BookableResult,
  type EngineInput,
  type ScheduleInput,
  type SlotsResult,
} from 'booking-engine'

import { preparedSchedule } from './prepared'
import { loadGroomerSchedule, type ScheduleWindow } from './groomerSchedule'
import type { GroomerFields } from './schedules'

type GroomerRef = GroomerFields
type MotiveRef = { durationMinutes: number }

const DAY_MS = 86_400_000

/** Free slots of the groomer's local days `from`..`to` (YYYY-MM-DD) for the motive, with the busy times read now. */
export async function slotsBetween(
  groomer: GroomerRef,
  motive: MotiveRef,
  now: Date,
  from: string,
  to: string,
): Promise<SlotsResult> {
  const { schedule, busy } = await loadGroomerSchedule(groomer, { from: now })
  return computeSlots({ schedule: preparedSchedule(schedule), motive, busy, now: now.getTime(), from, to })
}

/** The bookings a re-check of `start` needs: only those around it can overlap (buffers are far shorter than a day). */
export function checkWindow(start: string, now: Date, exceptAppointment?: number): ScheduleWindow {
  const at = new Date(start).getTime()
  if (Number.isNaN(at)) return { from: now, exceptAppointment }
  return { from: new Date(Math.max(at - DAY_MS, now.getTime())), until: new Date(at + DAY_MS), exceptAppointment }
}

/** The engine's verdict on `start` against a schedule and busy times read within `checkWindow`. */
export function slotVerdict(
  loaded: { schedule: ScheduleInput; busy: EngineInput['busy'] },
  motive: MotiveRef,
  start: string,
  now: Date,
): BookableResult {
  return isSlotBookable(
    { schedule: preparedSchedule(loaded.schedule), motive, busy: loaded.busy, now: now.getTime() },
    start,
  )
}

/**
 * Re-checks one start against the current schedule and bookings (the pages showing slots are
 * cached). `exceptAppointment` is the appointment being moved: its own time does not count as busy.
 */
export async function checkSlot(
  groomer: GroomerRef,
  motive: MotiveRef,
  start: string,
  now: Date,
  exceptAppointment?: number,
): Promise<BookableResult> {
  return slotVerdict(await loadGroomerSchedule(groomer, checkWindow(start, now, exceptAppointment)), motive, start, now)
}
