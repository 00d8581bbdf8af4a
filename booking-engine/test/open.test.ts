import { describe, expect, it } from 'vitest'

import { isOpenAt, prepareSchedule } from '../src/index'
import { baseSchedule } from './helpers'

// Mon–Sat 09:00–12:00 and 14:00–18:00, in Paris (UTC+2 in June).
describe('isOpenAt', () => {
  it('is open inside a range and closed at its end, over lunch, at night and on Sunday', () => {
    const schedule = prepareSchedule(baseSchedule())
    expect(isOpenAt(schedule, '2026-06-01T09:00:00+02:00')).toBe(true)
    expect(isOpenAt(schedule, '2026-06-01T11:59:00+02:00')).toBe(true)
    expect(isOpenAt(schedule, '2026-06-01T12:00:00+02:00')).toBe(false)
    expect(isOpenAt(schedule, '2026-06-01T13:30:00+02:00')).toBe(false)
    expect(isOpenAt(schedule, '2026-06-01T08:59:00+02:00')).toBe(false)
    expect(isOpenAt(schedule, '2026-06-01T22:00:00+02:00')).toBe(false)
    expect(isOpenAt(schedule, '2026-05-31T10:00:00+02:00')).toBe(false)
  })

  it('reads the local time of the groomer’s zone, whatever the instant’s offset', () => {
    const schedule = prepareSchedule(baseSchedule())
    // 07:30 UTC is 09:30 in Paris.
    expect(isOpenAt(schedule, '2026-06-01T07:30:00Z')).toBe(true)
    expect(isOpenAt(schedule, Date.parse('2026-06-01T06:30:00Z'))).toBe(false)
  })

  it('is closed on a holiday, a public holiday not worked and during an unavailability', () => {
    const holiday = baseSchedule({ holidays: [{ from: '2026-06-01', to: '2026-06-02' }] })
    expect(isOpenAt(holiday, '2026-06-02T10:00:00+02:00')).toBe(false)
    expect(isOpenAt(holiday, '2026-06-03T10:00:00+02:00')).toBe(true)
    expect(isOpenAt(baseSchedule(), '2026-07-14T10:00:00+02:00')).toBe(false)
    expect(isOpenAt(baseSchedule({ workedPublicHolidays: ['2026-07-14'] }), '2026-07-14T10:00:00+02:00')).toBe(true)
    const away = baseSchedule({
      unavailabilities: [{ start: '2026-06-01T10:00:00+02:00', end: '2026-06-01T11:00:00+02:00' }],
    })
    expect(isOpenAt(away, '2026-06-01T09:59:00+02:00')).toBe(true)
    expect(isOpenAt(away, '2026-06-01T10:00:00+02:00')).toBe(false)
    expect(isOpenAt(away, '2026-06-01T11:00:00+02:00')).toBe(true)
  })

  it('refuses an instant that is not one', () => {
    expect(() => isOpenAt(baseSchedule(), 'demain')).toThrow()
  })
})
