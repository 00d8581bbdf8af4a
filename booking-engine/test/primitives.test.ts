import { describe, expect, it } from 'vitest'
import {
  addMonths,
  civilFromDays,
  daysFromCivil,
  formatIsoDate,
  isoWeekday,
  parseHhMm,
  parseIsoDate,
} from '../src/civil'
import { parseInstant } from '../src/instant'
import { mergeIntervals } from '../src/intervals'

describe('parseInstant agrees with Date.parse on valid ISO strings and rejects the rest', () => {
  it.each([
    '2026-03-05T09:15:00.000Z',
    '2026-03-05T09:15Z',
    '2026-03-05T09:15:30+01:00',
    '2026-03-05T09:15:30.5-03:30',
    '2026-03-05T09:15:30.123456789+05:45',
    '2024-02-29T00:00Z',
    '2000-02-29T10:00Z',
    '2026-10-25T02:30:00+01:00',
  ])('%s', (text) => expect(parseInstant(text)).toBe(Date.parse(text)))

  it.each([
    '2026-02-29T00:00Z',
    '2100-02-29T10:00Z',
    '2026-03-05 09:15Z',
    '2026-03-05T09:15',
    '2026-03-05T24:00Z',
    '2026-03-05T09:15:00.Z',
    '2026-3-05T09:15Z',
    '2026-03-05T09:15:00+0100',
    '2026-03-05T09:15:60Z',
    '2026-13-05T09:15Z',
    '2026-04-31T09:15Z',
    '2026-03-05T09:15:00+24:00',
    '2026-03-05T09:15:00Zx',
    '1999-12-31T23:59Z',
    '2200-01-01T00:00Z',
  ])('rejects %s', (text) => expect(parseInstant(text)).toBeNull())

  it('takes finite epoch ms only', () => {
    expect(parseInstant(1_780_000_000_000)).toBe(1_780_000_000_000)
    expect(parseInstant(Number.POSITIVE_INFINITY)).toBeNull()
    expect(parseInstant(true)).toBeNull()
    expect(parseInstant(null)).toBeNull()
  })
})

describe('civil calendar', () => {
  it('round-trips every day from 2000 to 2199', () => {
    const first = daysFromCivil(2000, 1, 1)
    const last = daysFromCivil(2199, 12, 31)
    for (let d = first; d <= last; d++) {
      const iso = formatIsoDate(d)
      expect(parseIsoDate(iso)).toBe(d)
      const c = civilFromDays(d)
      expect(daysFromCivil(c.year, c.month, c.day)).toBe(d)
    }
    expect(formatIsoDate(first)).toBe(new Date(first * 86_400_000).toISOString().slice(0, 10))
  })

  it('knows weekdays, month clamping and HH:mm', () => {
    expect(isoWeekday(parseIsoDate('2026-06-01') as number)).toBe(1)
    expect(isoWeekday(parseIsoDate('2026-06-07') as number)).toBe(7)
    expect(addMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 28 })
    expect(addMonths({ year: 2027, month: 11, day: 30 }, 3)).toEqual({ year: 2028, month: 2, day: 29 })
    expect(parseHhMm('09:05', false)).toBe(545)
    expect(parseHhMm('24:00', false)).toBeNull()
    expect(parseHhMm('24:00', true)).toBe(1440)
    expect(parseHhMm('9:05', false)).toBeNull()
    expect(parseHhMm('09:5a', false)).toBeNull()
  })
})

describe('mergeIntervals', () => {
  it('sorts, merges overlapping and touching intervals, drops empty ones', () => {
    expect(mergeIntervals([50, 10, 20, 70, 5], [60, 20, 30, 70, 8])).toEqual({ starts: [5, 10, 50], ends: [8, 30, 60] })
  })
  it('handles already sorted, large and fractional inputs the same way', () => {
    const n = 5000
    const starts = Array.from({ length: n }, (_, i) => ((i * 7919) % n) * 10 + 0.5)
    const ends = starts.map((s) => s + 4)
    const merged = mergeIntervals(starts, ends)
    expect(merged.starts).toHaveLength(n)
    expect(merged.starts).toEqual([...merged.starts].sort((a, b) => a - b))
    expect(mergeIntervals(merged.starts, merged.ends)).toEqual(merged)
  })
})
