import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'

import { dayInWords, slotDay, slotLong, slotSpoken, slotTime } from '../../src/components/groomers/format'

/** What the slot labels were with luxon: the reference the Intl version must match. */
const reference = {
  day: (iso: string) => DateTime.fromISO(iso, { setZone: true }).setLocale('fr').toFormat('ccc d LLL'),
  time: (iso: string) => DateTime.fromISO(iso, { setZone: true }).toFormat('HH:mm'),
  long: (iso: string) =>
    DateTime.fromISO(iso, { setZone: true }).setLocale('fr').toFormat("cccc d LLLL yyyy 'à' HH:mm"),
  spoken: (iso: string) => {
    const at = DateTime.fromISO(iso, { setZone: true }).setLocale('fr')
    return `${at.toFormat('cccc d LLLL')}, ${at.minute === 0 ? at.toFormat("H 'h'") : at.toFormat("H 'h' mm")}`
  },
  words: (date: string) => DateTime.fromISO(date).setLocale('fr').toFormat('cccc d LLLL'),
}

describe('slot labels', () => {
  it('read the slot in its own offset, whatever the zone of the process', () => {
    expect(slotLong('2026-11-24T10:15:00.000+01:00')).toBe('mardi 24 novembre 2026 à 10:15')
    expect(slotDay('2026-11-24T23:30:00-03:00')).toBe('mar. 24 nov.')
    expect(slotTime('2026-11-24T23:30:00-03:00')).toBe('23:30')
    expect(slotTime('2026-03-29T03:00:00+02:00')).toBe('03:00')
    expect(slotSpoken('2026-11-24T10:15:00.000+01:00')).toBe('mardi 24 novembre, 10 h 15')
    expect(slotSpoken('2026-11-24T09:00:00+01:00')).toBe('mardi 24 novembre, 9 h')
    expect(slotSpoken('2026-11-24T09:05:00+01:00')).toBe('mardi 24 novembre, 9 h 05')
  })

  it('match luxon over a year of slots in several zones, DST days included', () => {
    for (const zone of ['Europe/Paris', 'Pacific/Apia', 'Asia/Kolkata', 'America/Sao_Paulo', 'UTC']) {
      for (let day = 0; day < 366; day += 1) {
        const iso = DateTime.fromISO('2026-01-01T00:00', { zone })
          .plus({ days: day, minutes: (day * 37) % 1440 })
          .toISO() as string
        expect(
          [slotDay(iso), slotTime(iso), slotLong(iso), slotSpoken(iso), dayInWords(iso.slice(0, 10))],
          iso,
        ).toEqual([
          reference.day(iso),
          reference.time(iso),
          reference.long(iso),
          reference.spoken(iso),
          reference.words(iso.slice(0, 10)),
        ])
      }
    }
  })
})
