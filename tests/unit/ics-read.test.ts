import { describe, expect, it } from 'vitest'

import { busyFromIcs } from '../../src/integrations/calendar/ics/read'

const window = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2028-01-01T00:00:00Z') }
const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//FR', ...lines, 'END:VCALENDAR', ''].join('\r\n')
const ranges = (text: string) =>
  busyFromIcs(text, '/cal/x.ics', window).map((e) => ({
    uid: e.uid,
    start: e.start.toISOString(),
    end: e.end.toISOString(),
  }))

/** Outlook names its zones the Windows way and defines them in the file: not an IANA name. */
const EASTERN = [
  'BEGIN:VTIMEZONE',
  'TZID:Eastern Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
]

describe('busy ranges of an iCalendar object (ical.js)', () => {
  it('reads a weekly recurrence in the VTIMEZONE the file defines, across its DST change, with an EXDATE and a moved occurrence', () => {
    const text = calendar(
      ...EASTERN,
      'BEGIN:VEVENT',
      'UID:weekly',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;TZID=Eastern Standard Time:20261026T090000',
      'DTEND;TZID=Eastern Standard Time:20261026T100000',
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'EXDATE;TZID=Eastern Standard Time:20261109T090000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly',
      'DTSTAMP:20260101T000000Z',
      'RECURRENCE-ID;TZID=Eastern Standard Time:20261116T090000',
      'DTSTART;TZID=Eastern Standard Time:20261116T150000',
      'DTEND;TZID=Eastern Standard Time:20261116T160000',
      'END:VEVENT',
    )
    expect(ranges(text).sort((a, b) => a.start.localeCompare(b.start))).toEqual([
      // Summer time in New York (UTC-4) until 1 November, then UTC-5.
      {
        uid: '/cal/x.ics#2026-10-26T13:00:00.000Z',
        start: '2026-10-26T13:00:00.000Z',
        end: '2026-10-26T14:00:00.000Z',
      },
      {
        uid: '/cal/x.ics#2026-11-02T14:00:00.000Z',
        start: '2026-11-02T14:00:00.000Z',
        end: '2026-11-02T15:00:00.000Z',
      },
      {
        uid: '/cal/x.ics#2026-11-16T14:00:00.000Z',
        start: '2026-11-16T20:00:00.000Z',
        end: '2026-11-16T21:00:00.000Z',
      },
    ])
  })

  it('counts the extra dates of an RDATE', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:rdate',
      'DTSTAMP:20260101T000000Z',
      'DTSTART:20261201T090000Z',
      'DTEND:20261201T100000Z',
      'RDATE:20261203T090000Z,20261210T090000Z',
      'END:VEVENT',
    )
    expect(ranges(text).map((r) => r.start)).toEqual([
      '2026-12-01T09:00:00.000Z',
      '2026-12-03T09:00:00.000Z',
      '2026-12-10T09:00:00.000Z',
    ])
  })

  it('keeps a recurring all-day event to whole local days, on the day the clocks go forward too', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:yearly',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;VALUE=DATE:20260328',
      'DTEND;VALUE=DATE:20260329',
      'RRULE:FREQ=YEARLY;COUNT=2',
      'END:VEVENT',
    )
    // 2026-03-28 is a Saturday of 24 hours in Paris, 2027-03-28 a Sunday of 23 hours.
    expect(ranges(text).map((r) => [r.start, r.end])).toEqual([
      ['2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z'],
      ['2027-03-27T23:00:00.000Z', '2027-03-28T22:00:00.000Z'],
    ])
  })

  it('reads an IANA TZID the file does not define, floating times in the default zone, and skips free events', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:paris',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;TZID=America/Sao_Paulo:20261201T090000',
      'DURATION:PT30M',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:floating',
      'DTSTAMP:20260101T000000Z',
      'DTSTART:20261202T090000',
      'DTEND:20261202T100000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:free',
      'DTSTAMP:20260101T000000Z',
      'DTSTART:20261203T090000Z',
      'DTEND:20261203T100000Z',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    )
    expect(ranges(text).map((r) => [r.start, r.end])).toEqual([
      ['2026-12-01T12:00:00.000Z', '2026-12-01T12:30:00.000Z'],
      ['2026-12-02T08:00:00.000Z', '2026-12-02T09:00:00.000Z'],
    ])
  })

  it('holds no time for an object it cannot read, and still reads the readable events beside a broken one', () => {
    expect(ranges('pas un calendrier')).toEqual([])
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:broken',
      'DTSTART:pas-une-date',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:fine',
      'DTSTART:20261201T090000Z',
      'DTEND:20261201T100000Z',
      'END:VEVENT',
    )
    expect(ranges(text).map((r) => r.start)).toEqual(['2026-12-01T09:00:00.000Z'])
  })
})
