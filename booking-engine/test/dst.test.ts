import { describe, expect, it } from 'vitest'
import { parseIsoDate } from '../src/civil'
import { buildContext } from '../src/context'
import { scanRanges } from '../src/day'
import { IsoFormatter } from '../src/format'
import { computeSlots, type AvailabilityInput, type ComputeSlotsInput } from '../src/index'

const QUARTER = 15 * 60_000

/** Slots of one day with the date-level rules bypassed (Paris DST days are Sundays, always closed). */
function rawDay(
  timezone: string,
  date: string,
  ranges: Array<[string, string]>,
  durationMinutes: number,
  step = 15,
): string[] {
  const ctx = buildContext({
    schedule: {
      timezone,
      availabilities: ranges.map(([start, end]) => ({ weekday: 7, start, end })),
      delays: { minNoticeMinutes: 0, horizonMonths: 12 },
    },
    motive: { durationMinutes },
    stepMinutes: step,
    now: '2026-01-01T00:00:00Z',
  })
  const day = parseIsoDate(date) as number
  const { starts } = scanRanges(ctx, day, ctx.schedule.rangesOn(day, 7, []), Number.POSITIVE_INFINITY)
  const fmt = new IsoFormatter(ctx.zone)
  return starts.map((s) => fmt.format(s).slice(11))
}

function expectEvenlySpaced(starts: number[], stepMs: number): void {
  for (let i = 1; i < starts.length; i++) expect((starts[i] as number) - (starts[i - 1] as number)).toBe(stepMs)
}

describe('DST in Europe/Paris, 2026-03-29 (02:00–03:00 does not exist)', () => {
  it('the day itself is a Sunday, hence closed', () => {
    const r = computeSlots({
      schedule: { availabilities: [{ weekday: 7, start: '00:00', end: '24:00' }], delays: { minNoticeMinutes: 0 } },
      motive: { durationMinutes: 30 },
      now: '2026-03-01T00:00:00+01:00',
      from: '2026-03-29',
      to: '2026-03-29',
    })
    expect(r.days[0]).toEqual({ date: '2026-03-29', open: false, reason: 'sunday', slots: [] })
  })

  it('a 00:00–06:00 range lasts 5 real hours: no slot in the gap, none lost', () => {
    const starts = rawDay('Europe/Paris', '2026-03-29', [['00:00', '06:00']], 30)
    expect(starts).toHaveLength(19) // (5 h − 30 min) / 15 min + 1
    expect(starts.slice(6, 10)).toEqual(['01:30:00+01:00', '01:45:00+01:00', '03:00:00+02:00', '03:15:00+02:00'])
    expect(starts.filter((s) => s.startsWith('02:'))).toEqual([])
  })

  it('a range starting inside the gap starts at 03:00', () => {
    expect(rawDay('Europe/Paris', '2026-03-29', [['02:30', '04:00']], 30)).toEqual([
      '03:00:00+02:00',
      '03:15:00+02:00',
      '03:30:00+02:00',
    ])
  })

  it('a daytime range is unaffected', () => {
    const starts = rawDay('Europe/Paris', '2026-03-29', [['09:00', '12:00']], 30)
    expect(starts).toHaveLength(11)
    expect(starts[0]).toBe('09:00:00+02:00')
  })

  it('the Saturday before and the Monday after keep every slot, with their own offsets', () => {
    const r = computeSlots(parisWeek('2026-03-28', '2026-03-30'))
    const [sat, , mon] = r.days
    expect(sat?.slots).toHaveLength(11)
    expect(mon?.slots).toHaveLength(11)
    expect(sat?.slots[0]?.start).toBe('2026-03-28T09:00:00+01:00')
    expect(mon?.slots[0]?.start).toBe('2026-03-30T09:00:00+02:00')
    expect(mon?.slots[0]?.startMs).toBe(Date.parse('2026-03-30T07:00:00Z'))
  })

  it('the week after the change has as many slots as the week before', () => {
    const count = (from: string, to: string): number =>
      computeSlots(parisWeek(from, to)).days.reduce((n, d) => n + d.slots.length, 0)
    expect(count('2026-03-30', '2026-04-04')).toBe(count('2026-03-23', '2026-03-28'))
  })

  it('a viewer in Paris sees a Los Angeles groomer across the gap: nothing lost or shifted', () => {
    const r = computeSlots({
      schedule: {
        timezone: 'America/Los_Angeles',
        availabilities: [{ weekday: 6, start: '16:00', end: '20:00' }],
        delays: { minNoticeMinutes: 0 },
      },
      motive: { durationMinutes: 15 },
      now: '2026-03-01T00:00:00Z',
      from: '2026-03-28',
      to: '2026-03-28',
      viewerTimezone: 'Europe/Paris',
    })
    const slots = r.days[0]?.slots ?? []
    expect(slots).toHaveLength(16)
    expectEvenlySpaced(
      slots.map((s) => s.startMs),
      QUARTER,
    )
    expect(slots.map((s) => s.start.slice(11))).toContain('01:45:00+01:00')
    expect(slots[8]?.start).toBe('2026-03-29T03:00:00+02:00')
    expect(slots.filter((s) => s.start.slice(11, 13) === '02')).toEqual([])
    for (const s of slots) expect(Date.parse(s.start)).toBe(s.startMs)
  })
})

describe('DST in Europe/Paris, 2026-10-25 (02:00–03:00 happens twice)', () => {
  it('a 00:00–06:00 range lasts 7 real hours: the repeated hour is offered once per occurrence', () => {
    const starts = rawDay('Europe/Paris', '2026-10-25', [['00:00', '06:00']], 30)
    expect(starts).toHaveLength(27) // (7 h − 30 min) / 15 min + 1
    expect(starts.slice(8, 16)).toEqual([
      '02:00:00+02:00',
      '02:15:00+02:00',
      '02:30:00+02:00',
      '02:45:00+02:00',
      '02:00:00+01:00',
      '02:15:00+01:00',
      '02:30:00+01:00',
      '02:45:00+01:00',
    ])
    expect(new Set(starts).size).toBe(starts.length)
  })

  it('ambiguous bounds: start at the first occurrence, end at the last', () => {
    expect(rawDay('Europe/Paris', '2026-10-25', [['02:30', '03:00']], 30, 30)).toEqual([
      '02:30:00+02:00',
      '02:00:00+01:00',
      '02:30:00+01:00',
    ])
  })

  it('a daytime range is unaffected', () => {
    const starts = rawDay('Europe/Paris', '2026-10-25', [['09:00', '12:00']], 30)
    expect(starts).toHaveLength(11)
    expect(starts[0]).toBe('09:00:00+01:00')
  })

  it('the Saturday before and the Monday after keep every slot', () => {
    const r = computeSlots(parisWeek('2026-10-24', '2026-10-26'))
    expect(r.days.map((d) => d.slots.length)).toEqual([11, 0, 11])
    expect(r.days[0]?.slots[0]?.start).toBe('2026-10-24T09:00:00+02:00')
    expect(r.days[2]?.slots[0]?.start).toBe('2026-10-26T09:00:00+01:00')
  })

  it('a viewer in Paris sees a Los Angeles groomer across the repeated hour: 16 distinct slots', () => {
    const r = computeSlots({
      schedule: {
        timezone: 'America/Los_Angeles',
        availabilities: [{ weekday: 6, start: '16:00', end: '20:00' }],
        delays: { minNoticeMinutes: 0 },
      },
      motive: { durationMinutes: 15 },
      now: '2026-10-01T00:00:00Z',
      from: '2026-10-24',
      to: '2026-10-24',
      viewerTimezone: 'Europe/Paris',
    })
    const slots = r.days[0]?.slots ?? []
    expect(slots).toHaveLength(16)
    expectEvenlySpaced(
      slots.map((s) => s.startMs),
      QUARTER,
    )
    expect(new Set(slots.map((s) => s.start)).size).toBe(16)
    expect(slots.map((s) => s.start.slice(11))).toEqual([
      '01:00:00+02:00',
      '01:15:00+02:00',
      '01:30:00+02:00',
      '01:45:00+02:00',
      '02:00:00+02:00',
      '02:15:00+02:00',
      '02:30:00+02:00',
      '02:45:00+02:00',
      '02:00:00+01:00',
      '02:15:00+01:00',
      '02:30:00+01:00',
      '02:45:00+01:00',
      '03:00:00+01:00',
      '03:15:00+01:00',
      '03:30:00+01:00',
      '03:45:00+01:00',
    ])
  })
})

describe('DST transitions on working days (public API)', () => {
  const oneDay = (timezone: string, date: string, weekday: number, start: string, end: string): string[] => {
    const avail: AvailabilityInput[] = [{ weekday, start, end }]
    const r = computeSlots({
      schedule: { timezone, availabilities: avail, delays: { minNoticeMinutes: 0, horizonMonths: 12 } },
      motive: { durationMinutes: 60 },
      stepMinutes: 60,
      now: '2026-01-01T00:00:00Z',
      from: date,
      to: date,
    })
    return r.days[0]?.slots.map((s) => s.start) ?? []
  }

  it('Jerusalem, Friday 2026-03-27: 02:00–03:00 skipped', () => {
    expect(oneDay('Asia/Jerusalem', '2026-03-27', 5, '00:00', '05:00')).toEqual([
      '2026-03-27T00:00:00+02:00',
      '2026-03-27T01:00:00+02:00',
      '2026-03-27T03:00:00+03:00',
      '2026-03-27T04:00:00+03:00',
    ])
  })

  it('Cairo, Friday 2026-04-24: midnight skipped, the day starts at 01:00', () => {
    expect(oneDay('Africa/Cairo', '2026-04-24', 5, '00:00', '03:00')).toEqual([
      '2026-04-24T01:00:00+03:00',
      '2026-04-24T02:00:00+03:00',
    ])
  })

  it('Cairo, Thursday 2026-10-29: 23:00–24:00 twice', () => {
    expect(oneDay('Africa/Cairo', '2026-10-29', 4, '21:00', '24:00')).toEqual([
      '2026-10-29T21:00:00+03:00',
      '2026-10-29T22:00:00+03:00',
      '2026-10-29T23:00:00+03:00',
      '2026-10-29T23:00:00+02:00',
    ])
  })

  it('Beirut, Saturday 2026-10-24: the repeated hour ends the day', () => {
    expect(oneDay('Asia/Beirut', '2026-10-24', 6, '22:00', '24:00')).toEqual([
      '2026-10-24T22:00:00+03:00',
      '2026-10-24T23:00:00+03:00',
      '2026-10-24T23:00:00+02:00',
    ])
  })
})

function parisWeek(from: string, to: string): ComputeSlotsInput {
  return {
    schedule: {
      availabilities: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
      delays: { minNoticeMinutes: 0, horizonMonths: 12 },
    },
    motive: { durationMinutes: 30 },
    now: '2026-03-01T00:00:00+01:00',
    from,
    to,
  }
}
