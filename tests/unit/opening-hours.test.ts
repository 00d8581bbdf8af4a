import { describe, expect, it } from 'vitest'

import { weekdayHours } from '../../src/server/openingHours/weekdayHours'

describe('opening hours in French', () => {
  it('lists every weekday, ranges in order, alternate weeks said', () => {
    const days = weekdayHours([
      { weekday: '2', start: '14:00', end: '18:30', everyNWeeks: 1 },
      { weekday: '2', start: '09:00', end: '12:00', everyNWeeks: 1 },
      { weekday: '6', start: '09:00', end: '13:00', everyNWeeks: 2 },
    ])
    expect(days).toHaveLength(7)
    expect(days[0]).toEqual({ weekday: 'Lundi', ranges: [] })
    expect(days[1]).toEqual({ weekday: 'Mardi', ranges: ['9 h – 12 h', '14 h – 18 h 30'] })
    expect(days[5]?.ranges).toEqual(['9 h – 13 h (une semaine sur 2)'])
  })
})
