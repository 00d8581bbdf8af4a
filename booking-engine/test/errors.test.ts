import { describe, expect, it } from 'vitest'
import {
  BookingEngineInputError,
  computeSlots,
  firstFreeSlots,
  isFilterDateAllowed,
  isSlotBookable,
  listPublicHolidays,
  prepareSchedule,
  type ComputeSlotsInput,
} from '../src/index'
import { baseSchedule, input } from './helpers'

type Patch = (i: ComputeSlotsInput) => unknown
const sched =
  (patch: Record<string, unknown>): Patch =>
  (i) => ({ ...i, schedule: { ...baseSchedule(), ...patch } })
const avail = (patch: Record<string, unknown>): Patch =>
  sched({ availabilities: [{ weekday: 1, start: '09:00', end: '12:00', ...patch }] })
const top =
  (patch: Record<string, unknown>): Patch =>
  (i) => ({ ...i, ...patch })

const cases: Array<[string, Patch, string]> = [
  ['unknown zone', sched({ timezone: 'Mars/Olympus' }), 'schedule.timezone'],
  ['zone not a string', sched({ timezone: 1 }), 'schedule.timezone'],
  ['bad HH:mm', avail({ start: '9:00' }), 'schedule.availabilities.0.start'],
  ['hour 24 as a start', avail({ start: '24:00' }), 'schedule.availabilities.0.start'],
  ['minute 60', avail({ end: '10:60' }), 'schedule.availabilities.0.end'],
  ['end before start', avail({ start: '12:00', end: '09:00' }), 'schedule.availabilities.0.end'],
  ['empty range', avail({ start: '09:00', end: '09:00' }), 'schedule.availabilities.0.end'],
  ['weekday 0', avail({ weekday: 0 }), 'schedule.availabilities.0.weekday'],
  ['weekday 8', avail({ weekday: 8 }), 'schedule.availabilities.0.weekday'],
  ['everyNWeeks 0', avail({ everyNWeeks: 0 }), 'schedule.availabilities.0.everyNWeeks'],
  ['everyNWeeks 1.5', avail({ everyNWeeks: 1.5 }), 'schedule.availabilities.0.everyNWeeks'],
  ['validFrom not a date', avail({ validFrom: '2026-02-30' }), 'schedule.availabilities.0.validFrom'],
  [
    'validUntil before validFrom',
    avail({ validFrom: '2026-06-10', validUntil: '2026-06-01' }),
    'schedule.availabilities.0.validUntil',
  ],
  ['availabilities missing', sched({ availabilities: undefined }), 'schedule.availabilities'],
  [
    'unavailability without offset',
    sched({ unavailabilities: [{ start: '2026-06-01T10:00', end: '2026-06-01T11:00:00Z' }] }),
    'schedule.unavailabilities.0.start',
  ],
  [
    'unavailability end before start',
    sched({ unavailabilities: [{ start: '2026-06-01T10:00:00Z', end: '2026-06-01T09:00:00Z' }] }),
    'schedule.unavailabilities.0.end',
  ],
  ['holiday to before from', sched({ holidays: [{ from: '2026-06-05', to: '2026-06-01' }] }), 'schedule.holidays.0.to'],
  ['holiday bad date', sched({ holidays: [{ from: '2026-13-01', to: '2026-12-01' }] }), 'schedule.holidays.0.from'],
  ['worked holiday bad date', sched({ workedPublicHolidays: ['25/05/2026'] }), 'schedule.workedPublicHolidays.0'],
  ['unknown country', sched({ holidayRegion: { country: 'DE' } }), 'schedule.holidayRegion.country'],
  ['unknown canton', sched({ holidayRegion: { country: 'CH', region: 'XX' } }), 'schedule.holidayRegion.region'],
  ['unknown department', sched({ holidayRegion: { country: 'FR', region: '999' } }), 'schedule.holidayRegion.region'],
  ['negative notice', sched({ delays: { minNoticeMinutes: -1 } }), 'schedule.delays.minNoticeMinutes'],
  ['not-before hour 24', sched({ delays: { notBeforeHour: 24 } }), 'schedule.delays.notBeforeHour'],
  ['horizon 0 months', sched({ delays: { horizonMonths: 0 } }), 'schedule.delays.horizonMonths'],
  ['negative duration', top({ motive: { durationMinutes: -30 } }), 'motive.durationMinutes'],
  ['zero duration', top({ motive: { durationMinutes: 0 } }), 'motive.durationMinutes'],
  ['negative buffer', top({ motive: { durationMinutes: 30, bufferBeforeMinutes: -5 } }), 'motive.bufferBeforeMinutes'],
  ['step 0', top({ stepMinutes: 0 }), 'stepMinutes'],
  ['step negative', top({ stepMinutes: -15 }), 'stepMinutes'],
  ['busy end before start', top({ busy: [{ start: 1_780_000_000_000, end: 1_770_000_000_000 }] }), 'busy.0.end'],
  ['busy not an instant', top({ busy: [{ start: '2026-06-01T10:00:00Z', end: 'soon' }] }), 'busy.0.end'],
  ['busy of the wrong type', top({ busy: [{ start: true, end: 1 }] }), 'busy.0.start'],
  ['now not an instant', top({ now: 'yesterday' }), 'now'],
  ['now NaN', top({ now: Number.NaN }), 'now'],
  ['viewer zone', top({ viewerTimezone: 'Paris' }), 'viewerTimezone'],
  ['from not a date', top({ from: '2026-6-1' }), 'from'],
  ['to before from', top({ from: '2026-06-10', to: '2026-06-01' }), 'to'],
  ['window over 1000 days', top({ from: '2026-01-01', to: '2029-01-01' }), 'to'],
]

describe('invalid input is a BookingEngineInputError naming the field', () => {
  it.each(cases)('%s → %s', (_name, patch, field) => {
    let error: unknown
    try {
      computeSlots(patch(input()) as ComputeSlotsInput)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(BookingEngineInputError)
    const err = error as BookingEngineInputError
    expect(err.name).toBe('BookingEngineInputError')
    expect(err.field).toBe(field)
    expect(err.issues[0]?.field).toBe(field)
    expect(err.message).toContain(field)
  })

  it('lists every issue, not only the first', () => {
    const bad = { ...input(), stepMinutes: 0, motive: { durationMinutes: 0 } }
    try {
      computeSlots(bad)
      expect.unreachable()
    } catch (e) {
      expect((e as BookingEngineInputError).issues.map((i) => i.field).sort()).toEqual([
        'motive.durationMinutes',
        'stepMinutes',
      ])
    }
  })

  it('prefixes batch errors with the request index', () => {
    const ok = { id: 'a', schedule: baseSchedule(), motive: { durationMinutes: 30 }, horizonDays: 10 }
    const bad = { ...ok, id: 'b', schedule: { ...baseSchedule(), timezone: 'Nowhere/City' } }
    expect(() => firstFreeSlots([ok, bad], 0 + Date.parse('2026-06-01T00:00:00Z'))).toThrow(
      expect.objectContaining({ field: 'requests.1.schedule.timezone' }),
    )
    expect(() => firstFreeSlots([ok, { ...ok }], '2026-06-01T00:00:00Z')).toThrow(
      expect.objectContaining({ field: 'requests.1.id' }),
    )
    expect(() => firstFreeSlots([{ ...ok, horizonDays: 0 }], '2026-06-01T00:00:00Z')).toThrow(
      expect.objectContaining({ field: 'requests.0.horizonDays' }),
    )
    expect(() => firstFreeSlots([ok], 'tomorrow')).toThrow(expect.objectContaining({ field: 'now' }))
  })

  it('validates the other entry points', () => {
    expect(() => isSlotBookable(input(), '2026-06-01T10:00')).toThrow(expect.objectContaining({ field: 'start' }))
    expect(() => isFilterDateAllowed('2026-02-30', 0)).toThrow(expect.objectContaining({ field: 'date' }))
    expect(() => isFilterDateAllowed('2026-06-01', '2026-06-01T00:00:00Z', 'Bad/Zone')).toThrow(
      expect.objectContaining({ field: 'timezone' }),
    )
    expect(() => prepareSchedule({ availabilities: [{ weekday: 9, start: '09:00', end: '10:00' }] })).toThrow(
      expect.objectContaining({ field: 'schedule.availabilities.0.weekday' }),
    )
    expect(() => listPublicHolidays({ country: 'CH', region: 'ZZ' }, 2026)).toThrow(
      expect.objectContaining({ field: 'region.region' }),
    )
    expect(() => listPublicHolidays({ country: 'FR' }, 1999)).toThrow(expect.objectContaining({ field: 'year' }))
  })
})
