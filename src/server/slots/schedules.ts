import { BookingEngineInputError, type HolidayCountry, type ScheduleInput } from 'booking-engine'
import type { Payload, Where } from 'payload'

import type { User } from '@/payload-types'

import { log } from '../observability/log'
import { preparedSchedule } from './prepared'

export type GroomerFields = Pick<User, 'id' | 'timezone' | 'country' | 'holidayRegion' | 'bookingDelays'>

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)
const day = (iso: string) => iso.slice(0, 10)

function groupByGroomer<T extends { groomer: number | { id: number } }>(docs: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const doc of docs) {
    const key = idOf(doc.groomer)
    const list = groups.get(key)
    if (list) list.push(doc)
    else groups.set(key, [doc])
  }
  return groups
}

/** A groomer's records as the schedule needs them (instants as ISO strings). */
export type ScheduleRows = {
  availabilities: {
    weekday: string
    start: string
    end: string
    everyNWeeks: number
    validFrom?: string | null
    validUntil?: string | null
  }[]
  holidays: { from: string; to: string }[]
  unavailabilities: { start: string; end: string }[]
  worked: string[]
}

/**
 * The engine's schedule input from a groomer's settings and records, validated once here, where
 * it is read: a groomer whose stored data the engine refuses (a zone or region typed before the
 * admin's checks) is shown without slots and logged, never an error for their page or their city.
 */
export function scheduleOf(groomer: GroomerFields, rows: ScheduleRows): ScheduleInput {
  const schedule = scheduleInput(groomer, rows)
  try {
    preparedSchedule(schedule)
    return schedule
  } catch (error) {
    if (!(error instanceof BookingEngineInputError)) throw error
    log('warn', 'groomer schedule refused by the booking engine: shown without slots', {
      groomer: groomer.id,
      issues: error.issues,
    })
    return { ...CLOSED_SCHEDULE }
  }
}

/** No opening hours at all: no slot is ever offered. */
const CLOSED_SCHEDULE: ScheduleInput = {
  timezone: 'Europe/Paris',
  holidayRegion: { country: 'FR', region: null },
  availabilities: [],
  holidays: [],
  unavailabilities: [],
  workedPublicHolidays: [],
  delays: { minNoticeMinutes: 120, notBeforeHour: null, horizonMonths: 3 },
}

function scheduleInput(groomer: GroomerFields, rows: ScheduleRows): ScheduleInput {
  return {
    timezone: groomer.timezone || 'Europe/Paris',
    holidayRegion: { country: (groomer.country ?? 'FR') as HolidayCountry, region: groomer.holidayRegion || null },
    availabilities: rows.availabilities.map((a) => ({
      weekday: Number(a.weekday),
      start: a.start,
      end: a.end,
      everyNWeeks: Number(a.everyNWeeks),
      validFrom: a.validFrom ? day(a.validFrom) : null,
      validUntil: a.validUntil ? day(a.validUntil) : null,
    })),
    holidays: rows.holidays.map((h) => ({ from: day(h.from), to: day(h.to) })),
    unavailabilities: rows.unavailabilities.map((u) => ({ start: u.start, end: u.end })),
    workedPublicHolidays: rows.worked,
    delays: {
      minNoticeMinutes: groomer.bookingDelays?.minNoticeMinutes ?? 120,
      notBeforeHour: groomer.bookingDelays?.notBeforeHour ?? null,
      horizonMonths: groomer.bookingDelays?.horizonMonths ?? 3,
    },
  }
}

/**
 * The engine's schedule of each groomer: opening hours, holidays, blocked periods, worked public
 * holidays and booking delays, read in one query per collection.
 */
export async function loadSchedules(payload: Payload, groomers: GroomerFields[]): Promise<Map<number, ScheduleInput>> {
  const ids = groomers.map((groomer) => groomer.id)
  if (ids.length === 0) return new Map()
  const where = { groomer: { in: ids } }
  // System read: only the resulting free slots are shown, never these private records.
  const common = { overrideAccess: true, pagination: false, depth: 0, where } as const
  const [availabilities, holidays, unavailabilities, worked] = await Promise.all([
    payload.find({ collection: 'availabilities', ...common }),
    payload.find({ collection: 'holidays', ...common }),
    payload.find({ collection: 'unavailabilities', ...common }),
    payload.find({ collection: 'worked-public-holidays', ...common }),
  ])
  const byGroomer = {
    availabilities: groupByGroomer(availabilities.docs),
    holidays: groupByGroomer(holidays.docs),
    unavailabilities: groupByGroomer(unavailabilities.docs),
    worked: groupByGroomer(worked.docs),
  }
  const schedules = new Map<number, ScheduleInput>()
  for (const groomer of groomers) {
    schedules.set(
      groomer.id,
      scheduleOf(groomer, {
        availabilities: (byGroomer.availabilities.get(groomer.id) ?? []).map((a) => ({
          ...a,
          weekday: String(a.weekday),
        })),
        holidays: byGroomer.holidays.get(groomer.id) ?? [],
        unavailabilities: byGroomer.unavailabilities.get(groomer.id) ?? [],
        worked: (byGroomer.worked.get(groomer.id) ?? []).map((w) => w.date),
      }),
    )
  }
  return schedules
}

/** Appointments that hold a slot (waiting for validation or confirmed), waiting-list holds and outside busy times, per groomer, from `from` on. */
export async function loadBusy(
  payload: Payload,
  groomerIds: number[],
  from: Date,
  { exceptAppointment, until }: { exceptAppointment?: number; until?: Date } = {},
): Promise<Map<number, { start: string; end: string }[]>> {
  if (groomerIds.length === 0) return new Map()
  const except: Where[] = [
    ...(exceptAppointment ? [{ id: { not_equals: exceptAppointment } }] : []),
    ...(until ? [{ start: { less_than: until.toISOString() } }] : []),
  ]
  const common = {
    overrideAccess: true,
    pagination: false,
    depth: 0,
    select: { groomer: true, start: true, end: true },
  } as const
  const [held, outside, holds] = await Promise.all([
    // System read: busy times only remove slots; nothing of the appointments is shown.
    payload.find({
      collection: 'appointments',
      ...common,
      where: {
        and: [
          { groomer: { in: groomerIds } },
          { status: { in: ['pending', 'confirmed'] } },
          { end: { greater_than: from.toISOString() } },
          ...except,
        ],
      },
    }),
    // System read: the groomers' outside calendars (calendar sync) only remove slots too.
    payload.find({
      collection: 'busy-times',
      ...common,
      where: {
        and: [
          { groomer: { in: groomerIds } },
          { end: { greater_than: from.toISOString() } },
          ...(until ? [{ start: { less_than: until.toISOString() } }] : []),
        ],
      },
    }),
    // System read: slots held for a waiting-list subscriber are offered to nobody else.
    payload.find({
      collection: 'waitlist-holds',
      ...common,
      where: {
        and: [
          { groomer: { in: groomerIds } },
          { status: { equals: 'active' } },
          { expiresAt: { greater_than: new Date().toISOString() } },
          { end: { greater_than: from.toISOString() } },
          ...(until ? [{ start: { less_than: until.toISOString() } }] : []),
        ],
      },
    }),
  ])
  const busy = new Map<number, { start: string; end: string }[]>()
  for (const period of [...held.docs, ...outside.docs, ...holds.docs]) {
    const key = idOf(period.groomer)
    const list = busy.get(key) ?? []
    list.push({ start: period.start, end: period.end })
    busy.set(key, list)
  }
  return busy
}
