import { describe, expect, it } from 'vitest'
import { DAY_MS, parseIsoDate } from '../src/civil'
import { zoneOffsets } from '../src/zone'

const wall = (date: string, hh: number, mm = 0): number =>
  (parseIsoDate(date) as number) * DAY_MS + (hh * 60 + mm) * 60_000
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 16)

describe('zone offsets and wall-clock conversion', () => {
  const paris = zoneOffsets('Europe/Paris')

  it('knows the Paris offsets around both 2026 transitions', () => {
    expect(paris.offsetAt(Date.parse('2026-03-29T00:59:59Z'))).toBe(3_600_000)
    expect(paris.offsetAt(Date.parse('2026-03-29T01:00:00Z'))).toBe(7_200_000)
    expect(paris.offsetAt(Date.parse('2026-10-25T00:59:59Z'))).toBe(7_200_000)
    expect(paris.offsetAt(Date.parse('2026-10-25T01:00:00Z'))).toBe(3_600_000)
  })

  it.each([
    ['spring: 01:59 exists', '2026-03-29', 1, 59, 'first', '2026-03-29T00:59'],
    ['spring: 02:00 is skipped, maps to the end of the gap', '2026-03-29', 2, 0, 'first', '2026-03-29T01:00'],
    ['spring: 02:30 is skipped, maps to the end of the gap', '2026-03-29', 2, 30, 'last', '2026-03-29T01:00'],
    ['spring: 03:00 exists', '2026-03-29', 3, 0, 'first', '2026-03-29T01:00'],
    ['autumn: 02:30 first occurrence (CEST)', '2026-10-25', 2, 30, 'first', '2026-10-25T00:30'],
    ['autumn: 02:30 last occurrence (CET)', '2026-10-25', 2, 30, 'last', '2026-10-25T01:30'],
    ['autumn: 01:30 is unique', '2026-10-25', 1, 30, 'last', '2026-10-24T23:30'],
    ['autumn: 03:00 is unique', '2026-10-25', 3, 0, 'first', '2026-10-25T02:00'],
  ] as const)('%s', (_n, date, hh, mm, pick, expected) => {
    expect(iso(paris.wallToInstant(wall(date, hh, mm), pick))).toBe(expected)
  })

  it('handles a skipped midnight (Cairo, 2026-04-24 00:00 → 01:00)', () => {
    const cairo = zoneOffsets('Africa/Cairo')
    expect(iso(cairo.wallToInstant(wall('2026-04-24', 0), 'first'))).toBe('2026-04-23T22:00')
    expect(iso(cairo.wallToInstant(wall('2026-04-24', 1), 'first'))).toBe('2026-04-23T22:00')
  })

  it('handles a repeated hour before midnight (Beirut, 2026-10-24 23:00–24:00)', () => {
    const beirut = zoneOffsets('Asia/Beirut')
    expect(iso(beirut.wallToInstant(wall('2026-10-24', 23, 30), 'first'))).toBe('2026-10-24T20:30')
    expect(iso(beirut.wallToInstant(wall('2026-10-24', 23, 30), 'last'))).toBe('2026-10-24T21:30')
    expect(iso(beirut.wallToInstant(wall('2026-10-25', 0), 'first'))).toBe('2026-10-24T22:00')
  })

  it('handles zones without DST and half-hour or 13-hour offsets', () => {
    expect(iso(zoneOffsets('Asia/Kolkata').wallToInstant(wall('2026-06-01', 9), 'first'))).toBe('2026-06-01T03:30')
    expect(iso(zoneOffsets('Pacific/Apia').wallToInstant(wall('2026-06-01', 9), 'first'))).toBe('2026-05-31T20:00')
    expect(iso(zoneOffsets('America/Sao_Paulo').wallToInstant(wall('2026-06-01', 9), 'first'))).toBe('2026-06-01T12:00')
    expect(iso(zoneOffsets('UTC').wallToInstant(wall('2026-06-01', 9), 'first'))).toBe('2026-06-01T09:00')
  })

  it('agrees with the platform on local midnight every day of 2020–2030 in Paris', () => {
    const fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    const first = parseIsoDate('2020-01-01') as number
    const last = parseIsoDate('2030-12-31') as number
    for (let day = first; day <= last; day++) {
      const t = paris.wallToInstant(day * DAY_MS, 'first')
      const parts = fmt.formatToParts(new Date(t))
      const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? ''
      expect(`${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`).toBe(
        `${new Date(day * DAY_MS).toISOString().slice(0, 10)} 00:00`,
      )
    }
  })
})
