import { computeSlots, isSlotBookable, type BookableResult, type EngineInput, type SlotsResult } from 'booking-engine'

import { getPayloadClient } from '../payload'
import { preparedSchedule } from './prepared'
import { loadGroomerSchedule } from './groomerSchedule'
import type { GroomerFields } from './schedules'

type GroomerRef = GroomerFields
type MotiveRef = { durationMinutes: number }

const DAY_MS = 86_400_000

/** The engine's input for one groomer and motive, with the busy times read now from the database. */
async function engineInput(groomer: GroomerRef, motive: MotiveRef, now: Date, busyWindow: { from?: Date; until?: Date; exceptAppointment?: number } = {}): Promise<EngineInput> {
  const payload = await getPayloadClient()
  const from = busyWindow.from && busyWindow.from > now ? busyWindow.from : now
  const { schedule, busy } = await loadGroomerSchedule(payload, groomer, { ...busyWindow, from })
  return { schedule: preparedSchedule(schedule), motive, busy, now: now.getTime() }
}

/** Free slots of the groomer's local days `from`..`to` (YYYY-MM-DD) for the motive. */
export async function slotsBetween(groomer: GroomerRef, motive: MotiveRef, now: Date, from: string, to: string): Promise<SlotsResult> {
  return computeSlots({ ...(await engineInput(groomer, motive, now)), from, to })
}

/**
 * Re-checks one start against the current schedule and bookings (the pages showing slots are
 * cached). `exceptAppointment` is the appointment being moved: its own time does not count as busy.
 */
export async function checkSlot(groomer: GroomerRef, motive: MotiveRef, start: string, now: Date, exceptAppointment?: number): Promise<BookableResult> {
  // Only the bookings around that start can overlap it (buffers are far shorter than a day).
  const at = new Date(start).getTime()
  const window = Number.isNaN(at) ? { exceptAppointment } : { exceptAppointment, from: new Date(at - DAY_MS), until: new Date(at + DAY_MS) }
  return isSlotBookable(await engineInput(groomer, motive, now, window), start)
}
