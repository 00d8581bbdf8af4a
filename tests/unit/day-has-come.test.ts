import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'

import { dayHasCome } from '../../src/server/appointments/visitSteps'

/** What the day's steps meant when luxon computed them: now, in the zone, on or after the start's midnight. */
const expected = (appointment: { start: string; timezone?: string | null }, now: Date) => {
  const zone = appointment.timezone || 'Europe/Paris'
  return DateTime.fromJSDate(now).setZone(zone) >= DateTime.fromISO(appointment.start, { zone }).startOf('day')
}

describe('dayHasCome', () => {
  it('opens at midnight in the appointment’s zone, mainland and overseas, across DST changes', () => {
    const zones = ['Europe/Paris', 'America/Cayenne', 'Pacific/Noumea', 'Indian/Reunion', 'Pacific/Tahiti', null]
    const first = Date.UTC(2026, 0, 1)
    let seed = 7
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    for (let i = 0; i < 5000; i++) {
      const start = new Date(first + Math.floor(next() * 400 * 86_400_000))
      const now = new Date(start.getTime() + Math.floor((next() - 0.5) * 3 * 86_400_000))
      const appointment = { start: start.toISOString(), timezone: zones[i % zones.length] }
      expect(dayHasCome(appointment, now), `${appointment.start} ${appointment.timezone} at ${now.toISOString()}`).toBe(
        expected(appointment, now),
      )
    }
  })

  it('is false the evening before and true from midnight (Paris, the night clocks go back)', () => {
    const appointment = { start: '2026-10-25T08:00:00.000Z', timezone: 'Europe/Paris' }
    expect(dayHasCome(appointment, new Date('2026-10-24T21:59:59.000Z'))).toBe(false)
    expect(dayHasCome(appointment, new Date('2026-10-24T22:00:00.000Z'))).toBe(true)
  })
})
