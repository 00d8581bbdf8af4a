import { describe, expect, it } from 'vitest'
import {
  computeSlots,
  firstFreeSlots,
  isFilterDateAllowed,
  isSlotBookable,
  listPublicHolidays,
  prepareSchedule,
  type FirstFreeRequest,
} from '../src/index'
import { baseSchedule, input, SUNDAY_NOON } from './helpers'

describe('output shape', () => {
  it('gives ISO strings with offset and epoch ms that agree', () => {
    const r = computeSlots(input({ stepMinutes: 15 }))
    expect(r.timezone).toBe('Europe/Paris')
    expect(r.displayTimezone).toBe('Europe/Paris')
    expect(r.days.map((d) => d.date)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ])
    for (const day of r.days) {
      expect(day.open).toBe(day.slots.length > 0)
      for (const s of day.slots) {
        expect(s.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
        expect(Date.parse(s.start)).toBe(s.startMs)
        expect(Date.parse(s.end)).toBe(s.endMs)
        expect(s.endMs - s.startMs).toBe(3_600_000)
        expect(s.start.slice(0, 10)).toBe(day.date)
      }
    }
  })

  it('is plain JSON', () => {
    const r = computeSlots(input())
    expect(JSON.parse(JSON.stringify(r))).toEqual(r)
  })

  it("formats in the viewer zone, grouped by the groomer's day", () => {
    const r = computeSlots(input({ viewerTimezone: 'America/Sao_Paulo' }))
    expect(r.displayTimezone).toBe('America/Sao_Paulo')
    expect(r.days[0]?.slots[0]?.start).toBe('2026-06-01T04:00:00-03:00')
    const kolkata = computeSlots(
      input({ schedule: baseSchedule({ timezone: 'Asia/Kolkata' }), viewerTimezone: 'Pacific/Apia' }),
    )
    expect(kolkata.timezone).toBe('Asia/Kolkata')
    // 09:00 in Kolkata is 03:30 UTC, 16:30 the same day in Apia (UTC+13).
    expect(kolkata.days[0]?.slots[0]?.start).toBe('2026-06-01T16:30:00+13:00')
    expect(kolkata.days[0]?.date).toBe('2026-06-01')
  })

  it('accepts a prepared schedule with identical results', () => {
    const raw = computeSlots(input())
    const prepared = computeSlots({ ...input(), schedule: prepareSchedule(baseSchedule()) })
    expect(prepared).toEqual(raw)
  })
})

describe('firstFreeSlots', () => {
  const now = '2026-06-01T08:00:00+02:00'
  const req = (id: string, extra: Partial<FirstFreeRequest> = {}): FirstFreeRequest => ({
    id,
    schedule: baseSchedule({ delays: { minNoticeMinutes: 120, horizonMonths: 3 } }),
    motive: { durationMinutes: 60 },
    stepMinutes: 30,
    horizonDays: 60,
    ...extra,
  })

  it("finds each groomer's first free slot", () => {
    const result = firstFreeSlots(
      [
        req('free'),
        req('busy-today', { busy: [{ start: '2026-06-01T00:00:00+02:00', end: '2026-06-02T10:00:00+02:00' }] }),
        req('never', { schedule: baseSchedule({ availabilities: [] }) }),
        req('far', { schedule: baseSchedule({ holidays: [{ from: '2026-06-01', to: '2026-09-30' }] }) }),
        req('short-horizon', {
          horizonDays: 3,
          busy: [{ start: '2026-06-01T00:00:00+02:00', end: '2026-06-04T00:00:00+02:00' }],
        }),
        req('viewer', { viewerTimezone: 'UTC' }),
      ],
      now,
    )
    expect(Object.keys(result)).toEqual(['free', 'busy-today', 'never', 'far', 'short-horizon', 'viewer'])
    expect(result.free?.start).toBe('2026-06-01T10:00:00+02:00')
    expect(result['busy-today']?.start).toBe('2026-06-02T10:00:00+02:00')
    expect(result.never).toBeNull()
    expect(result.far).toBeNull()
    expect(result['short-horizon']).toBeNull()
    expect(result.viewer?.start).toBe('2026-06-01T08:00:00+00:00')
  })

  it('agrees with the first slot of computeSlots', () => {
    const busy = [
      { start: '2026-06-01T09:00:00+02:00', end: '2026-06-01T17:00:00+02:00' },
      { start: '2026-06-01T17:30:00+02:00', end: '2026-06-03T11:00:00+02:00' },
    ]
    const first = firstFreeSlots([req('a', { busy })], now).a
    const all = computeSlots({ ...req('a', { busy }), now, from: '2026-06-01', to: '2026-07-30' })
    const expected = all.days.flatMap((d) => d.slots)[0]
    expect(first).toEqual(expected)
    expect(first?.start).toBe('2026-06-03T11:00:00+02:00')
  })

  it('handles an empty batch and ids such as __proto__', () => {
    expect(firstFreeSlots([], now)).toEqual({})
    const r = firstFreeSlots([req('__proto__')], now)
    expect(Object.keys(r)).toEqual(['__proto__'])
  })
})

describe('isSlotBookable', () => {
  const base = {
    schedule: baseSchedule({
      delays: { minNoticeMinutes: 120, horizonMonths: 1, notBeforeHour: 10 },
      holidays: [{ from: '2026-06-10', to: '2026-06-10' }],
    }),
    motive: { durationMinutes: 60, bufferAfterMinutes: 15 },
    stepMinutes: 30,
    busy: [{ start: '2026-06-02T14:00:00+02:00', end: '2026-06-02T15:00:00+02:00' }],
    now: '2026-06-01T08:00:00+02:00',
  }
  it.each([
    ['2026-06-01T10:00:00+02:00', 'ok'],
    ['2026-06-01T10:30:00+02:00', 'ok'],
    ['2026-06-01T10:10:00+02:00', 'not_offered'],
    ['2026-06-01T11:30:00+02:00', 'not_offered'], // would end after 12:00
    ['2026-06-01T12:00:00+02:00', 'not_offered'],
    ['2026-06-01T09:30:00+02:00', 'too_soon'],
    ['2026-06-02T09:00:00+02:00', 'too_soon'], // not-before hour on the next day
    ['2026-06-02T10:00:00+02:00', 'ok'],
    ['2026-06-02T13:00:00+02:00', 'not_offered'],
    ['2026-06-02T14:00:00+02:00', 'busy'],
    ['2026-06-02T16:00:00+02:00', 'ok'],
    ['2026-06-02T12:00:00Z', 'busy'], // 14:00 in Paris
    ['2026-06-02T14:00:00Z', 'ok'], // 16:00 in Paris
    ['2026-05-30T10:00:00+02:00', 'past'],
    ['2026-06-07T10:00:00+02:00', 'sunday'],
    ['2026-06-10T10:00:00+02:00', 'holiday'],
    ['2026-07-14T10:00:00+02:00', 'beyond_horizon'],
    ['2026-06-30T17:00:00+02:00', 'ok'],
    ['2026-07-01T09:00:00+02:00', 'beyond_horizon'], // horizon: 2026-07-01 08:00
  ])('%s → %s', (start, expected) => {
    const r = isSlotBookable(base, start)
    expect(r.ok ? 'ok' : r.reason).toBe(expected)
    if (r.ok) expect(r.slot.startMs).toBe(Date.parse(start))
  })

  it('reports public holidays and non-working days', () => {
    const r1 = isSlotBookable({ ...base, now: '2026-05-01T08:00:00+02:00' }, '2026-05-25T10:00:00+02:00')
    expect(r1).toEqual({ ok: false, reason: 'public_holiday' })
    const r2 = isSlotBookable(
      { ...base, schedule: baseSchedule({ availabilities: [{ weekday: 2, start: '09:00', end: '12:00' }] }) },
      '2026-06-03T10:00:00+02:00',
    )
    expect(r2).toEqual({ ok: false, reason: 'not_working' })
  })

  it('accepts epoch ms and agrees with computeSlots on every candidate start', () => {
    const all = computeSlots({ ...base, from: '2026-06-01', to: '2026-06-06' })
    const offered = new Set(all.days.flatMap((d) => d.slots.map((s) => s.startMs)))
    const from = Date.parse('2026-06-01T00:00:00+02:00')
    for (let t = from; t < from + 6 * 86_400_000; t += 15 * 60_000) {
      expect(isSlotBookable(base, t).ok).toBe(offered.has(t))
    }
  })
})

describe('isFilterDateAllowed (today or later, never a Sunday)', () => {
  it.each([
    ['2026-06-01', '2026-06-01T08:00:00+02:00', undefined, true],
    ['2026-06-02', '2026-06-01T08:00:00+02:00', undefined, true],
    ['2026-05-31', '2026-06-01T08:00:00+02:00', undefined, false],
    ['2026-06-07', '2026-06-01T08:00:00+02:00', undefined, false],
    ['2026-06-01', '2026-06-01T23:30:00Z', undefined, false], // already June 2 in Paris
    ['2026-06-01', '2026-06-01T23:30:00Z', 'UTC', true],
    ['2026-06-02', '2026-06-01T11:30:00Z', 'Pacific/Apia', true], // already June 2 in Apia
    ['2026-06-01', '2026-06-01T11:30:00Z', 'Pacific/Apia', false],
    ['2026-05-31', SUNDAY_NOON, undefined, false],
  ])('%s at %s (%s) → %s', (date, now, zone, expected) => {
    expect(isFilterDateAllowed(date, now, zone)).toBe(expected)
  })
})

describe('listPublicHolidays', () => {
  it('lists France, Alsace-Moselle, a Swiss canton and Belgium', () => {
    expect(listPublicHolidays({ country: 'FR' }, 2026)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ])
    expect(listPublicHolidays({ country: 'FR', region: '57' }, 2026)).toContain('2026-04-03')
    expect(listPublicHolidays({ country: 'FR', region: '67' }, 2026)).toContain('2026-12-26')
    expect(listPublicHolidays({ country: 'CH', region: 'VD' }, 2026)).toContain('2026-01-02')
    expect(listPublicHolidays({ country: 'BE' }, 2026)).toContain('2026-07-21')
  })
})
