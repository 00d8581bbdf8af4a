import { describe, expect, it } from 'vitest'
import { computeSlots, type ComputeSlotsInput } from '../src/index'
import { baseSchedule, hours, input, MONDAY_FULL, reasonOf } from './helpers'

interface Case {
  name: string
  input: ComputeSlotsInput
  date: string
  expected: string[] | string // list of local starts, or a closing reason
}

const cases: Case[] = [
  { name: 'two ranges a day', input: input(), date: '2026-06-01', expected: MONDAY_FULL },
  {
    name: '15-minute step, 60-minute motive',
    input: input({
      stepMinutes: 15,
      schedule: baseSchedule({ availabilities: [{ weekday: 1, start: '09:00', end: '11:00' }] }),
    }),
    date: '2026-06-01',
    expected: ['09:00', '09:15', '09:30', '09:45', '10:00'],
  },
  {
    name: 'step counted from the range start',
    input: input({
      stepMinutes: 30,
      motive: { durationMinutes: 30 },
      schedule: baseSchedule({ availabilities: [{ weekday: 1, start: '09:10', end: '11:00' }] }),
    }),
    date: '2026-06-01',
    expected: ['09:10', '09:40', '10:10'],
  },
  {
    name: 'motive longer than the range',
    input: input({ schedule: baseSchedule({ availabilities: [{ weekday: 1, start: '09:00', end: '09:45' }] }) }),
    date: '2026-06-01',
    expected: 'not_working',
  },
  {
    name: 'a slot never spans two ranges',
    input: input({
      motive: { durationMinutes: 120 },
      schedule: baseSchedule({
        availabilities: [
          { weekday: 1, start: '09:00', end: '10:00' },
          { weekday: 1, start: '10:00', end: '12:00' },
        ],
      }),
    }),
    date: '2026-06-01',
    expected: ['10:00'],
  },
  {
    name: 'overlapping ranges are deduplicated',
    input: input({
      stepMinutes: 30,
      schedule: baseSchedule({
        availabilities: [
          { weekday: 1, start: '09:00', end: '11:00' },
          { weekday: 1, start: '09:30', end: '11:00' },
          { weekday: 1, start: '09:00', end: '10:30' },
        ],
      }),
    }),
    date: '2026-06-01',
    expected: ['09:00', '09:30', '10:00'],
  },
  {
    name: 'range until 24:00',
    input: input({ schedule: baseSchedule({ availabilities: [{ weekday: 1, start: '22:00', end: '24:00' }] }) }),
    date: '2026-06-01',
    expected: ['22:00', '23:00'],
  },
  {
    name: 'no availability that weekday',
    input: input({ schedule: baseSchedule({ availabilities: [{ weekday: 2, start: '09:00', end: '12:00' }] }) }),
    date: '2026-06-01',
    expected: 'not_working',
  },
  ...everyNWeeks(),
  ...validity(),
  ...blocking(),
  ...delays(),
  ...closedDays(),
]

function twoWeekly(extra: Record<string, string>, date: string, expected: string[] | string): Case {
  return {
    name: `every 2 weeks ${JSON.stringify(extra)} on ${date}`,
    input: input({
      from: '2026-06-01',
      to: '2026-06-30',
      schedule: baseSchedule({
        availabilities: [{ weekday: 1, start: '09:00', end: '10:00', everyNWeeks: 2, ...extra }],
      }),
    }),
    date,
    expected,
  }
}

function everyNWeeks(): Case[] {
  return [
    // Anchored on the ISO week of validFrom.
    twoWeekly({ validFrom: '2026-06-01' }, '2026-06-01', ['09:00']),
    twoWeekly({ validFrom: '2026-06-01' }, '2026-06-08', 'not_working'),
    twoWeekly({ validFrom: '2026-06-01' }, '2026-06-15', ['09:00']),
    twoWeekly({ validFrom: '2026-06-03' }, '2026-06-08', 'not_working'),
    twoWeekly({ validFrom: '2026-06-03' }, '2026-06-15', ['09:00']),
    // Without validFrom: weeks counted from Monday 1970-01-05 (week of 2026-06-08 is even).
    twoWeekly({}, '2026-06-01', 'not_working'),
    twoWeekly({}, '2026-06-08', ['09:00']),
    twoWeekly({}, '2026-06-22', ['09:00']),
  ]
}

function validity(): Case[] {
  const make = (extra: Record<string, string>, date: string, expected: string[] | string): Case => ({
    name: `validity ${JSON.stringify(extra)} on ${date}`,
    input: input({
      to: '2026-06-30',
      schedule: baseSchedule({ availabilities: [{ weekday: 1, start: '09:00', end: '10:00', ...extra }] }),
    }),
    date,
    expected,
  })
  return [
    make({ validFrom: '2026-06-08' }, '2026-06-01', 'not_working'),
    make({ validFrom: '2026-06-08' }, '2026-06-08', ['09:00']),
    make({ validUntil: '2026-06-08' }, '2026-06-08', ['09:00']),
    make({ validUntil: '2026-06-08' }, '2026-06-15', 'not_working'),
  ]
}

function blocking(): Case[] {
  const busyInput = (busy: ComputeSlotsInput['busy'], motive = { durationMinutes: 60 }): ComputeSlotsInput =>
    input({
      stepMinutes: 30,
      motive,
      busy,
      schedule: baseSchedule({ availabilities: [{ weekday: 1, start: '09:00', end: '12:00' }] }),
    })
  const busy = [{ start: '2026-06-01T10:30:00+02:00', end: '2026-06-01T11:00:00+02:00' }]
  return [
    {
      name: 'unavailability (absolute range)',
      input: input({
        schedule: baseSchedule({
          unavailabilities: [{ start: '2026-06-01T10:30:00+02:00', end: '2026-06-01T14:30:00+02:00' }],
        }),
      }),
      date: '2026-06-01',
      expected: ['09:00', '15:00', '16:00', '17:00'],
    },
    { name: 'busy interval', input: busyInput(busy), date: '2026-06-01', expected: ['09:00', '09:30', '11:00'] },
    {
      name: 'busy with buffers before 15 / after 30',
      input: busyInput(busy, { durationMinutes: 60, bufferBeforeMinutes: 15, bufferAfterMinutes: 30 } as never),
      date: '2026-06-01',
      expected: ['09:00'],
    },
    {
      name: 'buffer before only',
      input: busyInput(busy, { durationMinutes: 60, bufferBeforeMinutes: 30 } as never),
      date: '2026-06-01',
      expected: ['09:00', '09:30'],
    },
    {
      name: 'busy unsorted, overlapping, epoch ms and Z',
      input: busyInput(
        [
          { start: '2026-06-01T09:15:00Z', end: '2026-06-01T09:45:00Z' },
          { start: Date.parse('2026-06-01T09:00:00+02:00'), end: Date.parse('2026-06-01T09:20:00+02:00') },
          { start: '2026-06-01T09:10:00+02:00', end: '2026-06-01T09:30:00+02:00' },
        ],
        { durationMinutes: 30 },
      ),
      date: '2026-06-01',
      // 09:15Z–09:45Z is 11:15–11:45 in Paris.
      expected: ['09:30', '10:00', '10:30'],
    },
    {
      name: 'busy touching a slot does not block it',
      input: busyInput([{ start: '2026-06-01T08:00:00+02:00', end: '2026-06-01T09:00:00+02:00' }]),
      date: '2026-06-01',
      expected: ['09:00', '09:30', '10:00', '10:30', '11:00'],
    },
    {
      name: 'whole day busy: full',
      input: busyInput([{ start: '2026-06-01T00:00:00+02:00', end: '2026-06-02T00:00:00+02:00' }]),
      date: '2026-06-01',
      expected: 'full',
    },
  ]
}

function delays(): Case[] {
  const withDelays = (now: string, d: Record<string, number | null>, to = '2026-06-07'): ComputeSlotsInput =>
    input({
      now,
      to,
      from: now.slice(0, 10),
      schedule: baseSchedule({ delays: { minNoticeMinutes: 0, horizonMonths: 3, ...d } }),
    })
  return [
    {
      name: 'notice 120 min',
      input: withDelays('2026-06-01T08:00:00+02:00', { minNoticeMinutes: 120 }),
      date: '2026-06-01',
      expected: MONDAY_FULL.slice(1),
    },
    {
      name: 'notice counted to the minute',
      input: withDelays('2026-06-01T08:10:00+02:00', { minNoticeMinutes: 120 }),
      date: '2026-06-01',
      expected: MONDAY_FULL.slice(2),
    },
    {
      name: 'default notice is 120 min',
      input: input({ now: '2026-06-01T08:00:00+02:00', schedule: { availabilities: baseSchedule().availabilities } }),
      date: '2026-06-01',
      expected: MONDAY_FULL.slice(1),
    },
    {
      name: 'start equal to now + notice is allowed',
      input: withDelays('2026-06-01T07:00:00+02:00', { minNoticeMinutes: 120 }),
      date: '2026-06-01',
      expected: MONDAY_FULL,
    },
    {
      name: 'notice crossing days',
      input: withDelays('2026-06-01T17:30:00+02:00', { minNoticeMinutes: 16 * 60 }),
      date: '2026-06-02',
      expected: MONDAY_FULL.slice(1),
    },
    {
      name: 'notice leaves nothing: too soon, not past',
      input: withDelays('2026-06-01T17:30:00+02:00', { minNoticeMinutes: 24 * 60 }),
      date: '2026-06-02',
      expected: 'too_soon',
    },
    {
      name: 'notice leaves nothing today: too soon',
      input: withDelays('2026-06-01T14:00:00+02:00', { minNoticeMinutes: 6 * 60 }),
      date: '2026-06-01',
      expected: 'too_soon',
    },
    {
      name: 'today after hours: past',
      input: withDelays('2026-06-01T17:30:00+02:00', {}),
      date: '2026-06-01',
      expected: 'past',
    },
    {
      name: 'not-before hour on the next day',
      input: withDelays('2026-05-31T21:00:00+02:00', { notBeforeHour: 10 }),
      date: '2026-06-01',
      expected: MONDAY_FULL.slice(1),
    },
    {
      name: 'not-before hour only on the next day',
      input: withDelays('2026-05-31T21:00:00+02:00', { notBeforeHour: 10 }),
      date: '2026-06-02',
      expected: MONDAY_FULL,
    },
    {
      name: 'not-before hour does not touch today',
      input: withDelays('2026-06-01T08:00:00+02:00', { notBeforeHour: 15 }),
      date: '2026-06-01',
      expected: MONDAY_FULL,
    },
    {
      name: 'not-before hour from a morning request',
      input: withDelays('2026-06-01T08:00:00+02:00', { notBeforeHour: 15 }),
      date: '2026-06-02',
      expected: ['15:00', '16:00', '17:00'],
    },
    {
      name: 'not-before null',
      input: withDelays('2026-05-31T21:00:00+02:00', { notBeforeHour: null }),
      date: '2026-06-01',
      expected: MONDAY_FULL,
    },
    {
      name: "horizon: last day cut at now's time",
      input: withDelays('2026-06-01T10:30:00+02:00', { horizonMonths: 1 }, '2026-07-03'),
      date: '2026-07-01',
      expected: ['09:00', '10:00'],
    },
    {
      name: 'horizon: day after is beyond',
      input: withDelays('2026-06-01T10:30:00+02:00', { horizonMonths: 1 }, '2026-07-03'),
      date: '2026-07-02',
      expected: 'beyond_horizon',
    },
    {
      name: 'horizon: last day with no start left',
      input: withDelays('2026-06-01T08:00:00+02:00', { horizonMonths: 1 }, '2026-07-03'),
      date: '2026-07-01',
      expected: 'beyond_horizon',
    },
    {
      name: 'horizon: day before is open',
      input: withDelays('2026-06-01T08:00:00+02:00', { horizonMonths: 1 }, '2026-07-03'),
      date: '2026-06-30',
      expected: MONDAY_FULL,
    },
    {
      name: 'horizon: month end clamped (Jan 31 + 1 = Feb 28)',
      input: withDelays('2026-01-31T10:00:00+01:00', { horizonMonths: 1 }, '2026-03-03'),
      date: '2026-02-28',
      expected: ['09:00'],
    },
    {
      name: 'horizon: clamped, next day beyond',
      input: withDelays('2026-01-31T10:00:00+01:00', { horizonMonths: 1 }, '2026-03-03'),
      date: '2026-03-02',
      expected: 'beyond_horizon',
    },
  ]
}

function closedDays(): Case[] {
  const region = (country: 'FR' | 'CH' | 'BE', r?: string): ComputeSlotsInput =>
    input({
      now: '2025-12-31T12:00:00+01:00',
      from: '2026-01-01',
      to: '2026-12-31',
      schedule: baseSchedule({
        holidayRegion: r ? { country, region: r } : { country },
        delays: { minNoticeMinutes: 0, horizonMonths: 12 },
      }),
    })
  return [
    {
      name: 'Sunday closed even with availability',
      input: input({ schedule: baseSchedule({ availabilities: [{ weekday: 7, start: '09:00', end: '12:00' }] }) }),
      date: '2026-06-07',
      expected: 'sunday',
    },
    {
      name: 'holiday period, first day',
      input: input({ schedule: baseSchedule({ holidays: [{ from: '2026-06-01', to: '2026-06-02' }] }) }),
      date: '2026-06-01',
      expected: 'holiday',
    },
    {
      name: 'holiday period, last day inclusive',
      input: input({ schedule: baseSchedule({ holidays: [{ from: '2026-06-01', to: '2026-06-02' }] }) }),
      date: '2026-06-02',
      expected: 'holiday',
    },
    {
      name: 'holiday period, day after',
      input: input({ schedule: baseSchedule({ holidays: [{ from: '2026-06-01', to: '2026-06-02' }] }) }),
      date: '2026-06-03',
      expected: MONDAY_FULL,
    },
    { name: 'FR Whit Monday', input: region('FR'), date: '2026-05-25', expected: 'public_holiday' },
    { name: 'FR Ascension', input: region('FR'), date: '2026-05-14', expected: 'public_holiday' },
    { name: 'FR 14 July', input: region('FR'), date: '2026-07-14', expected: 'public_holiday' },
    { name: 'FR Good Friday is worked', input: region('FR'), date: '2026-04-03', expected: MONDAY_FULL },
    { name: 'FR-57 Good Friday', input: region('FR', '57'), date: '2026-04-03', expected: 'public_holiday' },
    { name: 'FR-67 St Stephen', input: region('FR', '67'), date: '2026-12-26', expected: 'public_holiday' },
    { name: 'FR-68 St Stephen', input: region('FR', '68'), date: '2026-12-26', expected: 'public_holiday' },
    { name: 'FR-75 St Stephen is worked', input: region('FR', '75'), date: '2026-12-26', expected: MONDAY_FULL },
    { name: 'CH-VD 2 January', input: region('CH', 'VD'), date: '2026-01-02', expected: 'public_holiday' },
    { name: 'CH-VD Federal Fast Monday', input: region('CH', 'VD'), date: '2026-09-21', expected: 'public_holiday' },
    {
      name: 'CH-ZH Federal Fast Monday is worked',
      input: region('CH', 'ZH'),
      date: '2026-09-21',
      expected: MONDAY_FULL,
    },
    { name: 'CH national day', input: region('CH'), date: '2026-08-01', expected: 'public_holiday' },
    { name: 'CH 14 July is worked', input: region('CH', 'GE'), date: '2026-07-14', expected: MONDAY_FULL },
    { name: 'BE national day', input: region('BE'), date: '2026-07-21', expected: 'public_holiday' },
    { name: 'BE 14 July is worked', input: region('BE'), date: '2026-07-14', expected: MONDAY_FULL },
    {
      name: 'worked public holiday',
      input: {
        ...region('FR'),
        schedule: baseSchedule({
          workedPublicHolidays: ['2026-05-25'],
          delays: { minNoticeMinutes: 0, horizonMonths: 12 },
        }),
      },
      date: '2026-05-25',
      expected: MONDAY_FULL,
    },
    {
      name: 'past day',
      input: input({ from: '2026-05-25', now: '2026-06-01T08:00:00+02:00' }),
      date: '2026-05-29',
      expected: 'past',
    },
    // Precedence: past > beyond_horizon > sunday > holiday > public_holiday > not_working.
    {
      name: 'past Sunday is past',
      input: input({ from: '2026-05-24', now: '2026-06-01T08:00:00+02:00' }),
      date: '2026-05-24',
      expected: 'past',
    },
    {
      name: 'Sunday beyond horizon',
      input: input({ to: '2026-09-06' }),
      date: '2026-09-06',
      expected: 'beyond_horizon',
    },
    {
      name: 'holiday on a Sunday',
      input: input({ schedule: baseSchedule({ holidays: [{ from: '2026-06-01', to: '2026-06-07' }] }) }),
      date: '2026-06-07',
      expected: 'sunday',
    },
    {
      name: 'holiday on a public holiday',
      input: {
        ...region('FR'),
        schedule: baseSchedule({
          holidays: [{ from: '2026-07-13', to: '2026-07-15' }],
          delays: { minNoticeMinutes: 0, horizonMonths: 12 },
        }),
      },
      date: '2026-07-14',
      expected: 'holiday',
    },
    {
      name: 'public holiday without availability',
      input: {
        ...region('FR'),
        schedule: baseSchedule({
          availabilities: [{ weekday: 1, start: '09:00', end: '12:00' }],
          delays: { minNoticeMinutes: 0, horizonMonths: 12 },
        }),
      },
      date: '2026-07-14',
      expected: 'public_holiday',
    },
  ]
}

describe('table: every rule', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = computeSlots(c.input)
    if (typeof c.expected === 'string') {
      expect(reasonOf(result, c.date)).toBe(c.expected)
      expect(hours(result, c.date)).toEqual([])
    } else {
      expect(reasonOf(result, c.date)).toBe('open')
      expect(hours(result, c.date)).toEqual(c.expected)
    }
  })
})
