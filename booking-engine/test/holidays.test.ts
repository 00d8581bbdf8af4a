import Holidays from 'date-holidays'
import { describe, expect, it } from 'vitest'
import { formatIsoDate } from '../src/civil'
import { easterSunday } from '../src/holidays'
import { listPublicHolidays } from '../src/index'

const YEARS = Array.from({ length: 16 }, (_, i) => 2020 + i)

function reference(region: string | undefined, year: number): string[] {
  const hd = region === undefined ? new Holidays('FR') : new Holidays('FR', region)
  const days = hd
    .getHolidays(year)
    .filter((h) => h.type === 'public')
    .map((h) => h.date.slice(0, 10))
  return [...new Set(days)].sort()
}

describe('French public holidays agree with date-holidays, 2020–2035', () => {
  it.each([undefined, '57', '67', '68'])('region %s', (region) => {
    for (const year of YEARS) {
      const where = region === undefined ? { country: 'FR' as const } : { country: 'FR' as const, region }
      expect(listPublicHolidays(where, year), `${region ?? 'FR'} ${year}`).toEqual(reference(region, year))
    }
  })

  it('other metropolitan departments follow the national list', () => {
    for (const year of YEARS)
      expect(listPublicHolidays({ country: 'FR', region: '75' }, year)).toEqual(reference(undefined, year))
  })

  it('Alsace-Moselle has exactly two more days (Good Friday, 26 December)', () => {
    for (const year of YEARS) {
      const extra = listPublicHolidays({ country: 'FR', region: '57' }, year).filter(
        (d) => !listPublicHolidays({ country: 'FR' }, year).includes(d),
      )
      expect(extra).toEqual([formatIsoDate(easterSunday(year) - 2), `${year}-12-26`])
    }
  })

  it('computes Easter Sunday', () => {
    expect(formatIsoDate(easterSunday(2024))).toBe('2024-03-31')
    expect(formatIsoDate(easterSunday(2025))).toBe('2025-04-20')
    expect(formatIsoDate(easterSunday(2026))).toBe('2026-04-05')
    expect(formatIsoDate(easterSunday(2038))).toBe('2038-04-25')
  })
})

describe('Swiss cantons and Belgium come from date-holidays (public type only)', () => {
  it.each(['VD', 'GE', 'ZH', 'BE', 'TI'])('CH-%s', (canton) => {
    const expected = [
      ...new Set(
        new Holidays('CH', canton)
          .getHolidays(2027)
          .filter((h) => h.type === 'public')
          .map((h) => h.date.slice(0, 10)),
      ),
    ].sort()
    expect(listPublicHolidays({ country: 'CH', region: canton }, 2027)).toEqual(expected)
  })

  it('BE', () => {
    expect(listPublicHolidays({ country: 'BE' }, 2027)).toEqual([
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-17',
      '2027-07-21',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ])
  })
})
