import { DateTime } from 'luxon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { caldavProvider } from '@/integrations/calendar/providers/caldav'
import { CredentialError, CursorExpiredError, type CalendarProvider } from '@/integrations/calendar/port'

import {
  deleteEvent,
  getEvent,
  makeCalendar,
  putEvent,
  startRadicale,
  vevent,
  type RunningRadicale,
} from '../../scripts/lib/radicale'

const noRefresh = async () => {}
const utc = (dt: DateTime) => dt.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")
const day = DateTime.utc().plus({ days: 3 }).startOf('day')

describe('CalDAV adapter against a real Radicale', () => {
  let radicale: RunningRadicale
  let provider: CalendarProvider
  let calendarUrl: string

  beforeAll(async () => {
    radicale = await startRadicale()
    calendarUrl = await makeCalendar(radicale, 'travail')
    await makeCalendar(radicale, 'perso')
    provider = caldavProvider(
      { kind: 'caldav', serverUrl: radicale.url, username: radicale.username, password: radicale.password },
      noRefresh,
    )
  })
  afterAll(async () => {
    await radicale?.stop()
  })

  it('lists the calendars', async () => {
    const calendars = await provider.listCalendars()
    expect(calendars.map((c) => c.name).sort()).toEqual(['perso', 'travail'])
    expect(calendars.find((c) => c.name === 'travail')?.id).toBe(calendarUrl)
  })

  it('pulls everything, then only the changes with the sync token, then a removal', async () => {
    await putEvent(radicale, calendarUrl, 'a', vevent('a', utc(day.set({ hour: 9 })), utc(day.set({ hour: 10 }))))
    await putEvent(radicale, calendarUrl, 'b', vevent('b', utc(day.set({ hour: 14 })), utc(day.set({ hour: 15 }))))
    const full = await provider.pullBusy(calendarUrl, null)
    expect(full.full).toBe(true)
    expect(full.cursor).toMatch(/^sync:/)
    expect(full.changed).toHaveLength(2)
    expect(full.changed.find((e) => e.uid.endsWith('/a.ics'))?.start.toISOString()).toBe(
      day.set({ hour: 9 }).toJSDate().toISOString(),
    )

    await putEvent(radicale, calendarUrl, 'c', vevent('c', utc(day.set({ hour: 16 })), utc(day.set({ hour: 17 }))))
    await deleteEvent(radicale, calendarUrl, 'a')
    const next = await provider.pullBusy(calendarUrl, full.cursor)
    expect(next.full).toBe(false)
    expect(next.changed.map((e) => e.uid)).toEqual([expect.stringMatching(/\/c\.ics$/)])
    expect(next.removed).toEqual(expect.arrayContaining([expect.stringMatching(/\/a\.ics$/)]))
    expect(next.removed.some((uid) => uid.endsWith('/b.ics'))).toBe(false)

    const idle = await provider.pullBusy(calendarUrl, next.cursor)
    expect(idle.changed).toEqual([])
    expect(idle.removed).toEqual([])
  })

  it('answers CursorExpiredError for a sync token the server refuses', async () => {
    await expect(
      provider.pullBusy(
        calendarUrl,
        'sync:http://radicale.org/ns/sync/0000000000000000000000000000000000000000000000000000000000000000',
      ),
    ).rejects.toBeInstanceOf(CursorExpiredError)
  })

  it('falls back to etag comparison with an etag cursor', async () => {
    const full = await provider.pullBusy(calendarUrl, null)
    const etags = `etag:${JSON.stringify(Object.fromEntries(full.changed.map((e) => [e.uid, 'old'])))}`
    const again = await provider.pullBusy(calendarUrl, etags)
    expect(again.changed.map((e) => e.uid).sort()).toEqual(full.changed.map((e) => e.uid).sort())
    const unchanged = await provider.pullBusy(calendarUrl, again.cursor)
    expect(unchanged.changed).toEqual([])
    await deleteEvent(radicale, calendarUrl, 'b')
    const afterDelete = await provider.pullBusy(calendarUrl, unchanged.cursor)
    expect(afterDelete.removed).toEqual([expect.stringMatching(/\/b\.ics$/)])
  })

  it('expands a weekly recurring event, all-day events and skips free/cancelled ones', async () => {
    const perso = `${radicale.url}/${radicale.username}/perso/`
    const monday = DateTime.fromObject({ hour: 18 }, { zone: 'Europe/Paris' }).plus({ weeks: 1 }).set({ weekday: 1 })
    const local = (dt: DateTime) => dt.toFormat("yyyyMMdd'T'HHmmss")
    await putEvent(
      radicale,
      perso,
      'yoga',
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//t//FR',
        'BEGIN:VEVENT',
        'UID:yoga',
        'DTSTAMP:20260101T000000Z',
        `DTSTART;TZID=Europe/Paris:${local(monday)}`,
        `DTEND;TZID=Europe/Paris:${local(monday.plus({ hours: 1 }))}`,
        'RRULE:FREQ=WEEKLY;COUNT=4',
        `EXDATE;TZID=Europe/Paris:${local(monday.plus({ weeks: 1 }))}`,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
    const holiday = monday.plus({ days: 2 }).toFormat('yyyyMMdd')
    await putEvent(
      radicale,
      perso,
      'conges',
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//t//FR',
        'BEGIN:VEVENT',
        'UID:conges',
        'DTSTAMP:20260101T000000Z',
        `DTSTART;VALUE=DATE:${holiday}`,
        'SUMMARY:Congés',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
    await putEvent(
      radicale,
      perso,
      'libre',
      vevent('libre', utc(day.set({ hour: 11 })), utc(day.set({ hour: 12 })), ['TRANSP:TRANSPARENT']),
    )
    await putEvent(
      radicale,
      perso,
      'annule',
      vevent('annule', utc(day.set({ hour: 11 })), utc(day.set({ hour: 12 })), ['STATUS:CANCELLED']),
    )
    const pulled = await provider.pullBusy(perso, null)
    const yoga = pulled.changed.filter((e) => e.uid.includes('/yoga.ics#')).map((e) => e.start.toISOString())
    expect(yoga).toEqual([0, 2, 3].map((w) => monday.plus({ weeks: w }).toUTC().toISO()))
    const conges = pulled.changed.find((e) => e.uid.endsWith('/conges.ics'))
    expect(conges?.start.toISOString()).toBe(
      DateTime.fromFormat(holiday, 'yyyyMMdd', { zone: 'Europe/Paris' }).toUTC().toISO(),
    )
    expect((conges!.end.getTime() - conges!.start.getTime()) / 3_600_000).toBeGreaterThanOrEqual(23)
    expect(pulled.changed.some((e) => e.uid.includes('libre') || e.uid.includes('annule'))).toBe(false)
  })

  it('reads an Outlook time zone the object defines, with a moved and a removed occurrence', async () => {
    const perso = `${radicale.url}/${radicale.username}/perso/`
    // A Monday 09:00 in New York in a few weeks, written the Outlook way (US rules since 2007, as luxon's).
    const first = DateTime.now()
      .setZone('America/New_York')
      .plus({ weeks: 2 })
      .set({ weekday: 1, hour: 9, minute: 0, second: 0, millisecond: 0 })
    const local = (dt: DateTime) => dt.toFormat("yyyyMMdd'T'HHmmss")
    const tz = 'TZID=Eastern Standard Time'
    await putEvent(
      radicale,
      perso,
      'outlook',
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//t//FR',
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
        'BEGIN:VEVENT',
        'UID:outlook',
        'DTSTAMP:20260101T000000Z',
        `DTSTART;${tz}:${local(first)}`,
        `DTEND;${tz}:${local(first.plus({ hours: 1 }))}`,
        'RRULE:FREQ=WEEKLY;COUNT=3',
        `EXDATE;${tz}:${local(first.plus({ weeks: 1 }))}`,
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:outlook',
        'DTSTAMP:20260101T000000Z',
        `RECURRENCE-ID;${tz}:${local(first.plus({ weeks: 2 }))}`,
        `DTSTART;${tz}:${local(first.plus({ weeks: 2, hours: 5 }))}`,
        `DTEND;${tz}:${local(first.plus({ weeks: 2, hours: 6 }))}`,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
    const pulled = await provider.pullBusy(perso, null)
    const outlook = pulled.changed
      .filter((e) => e.uid.includes('/outlook.ics#'))
      .map((e) => e.start.toISOString())
      .sort()
    expect(outlook).toEqual([first.toUTC().toISO(), first.plus({ weeks: 2, hours: 5 }).toUTC().toISO()])
  })

  it('creates, moves and deletes an appointment with a stable UID', async () => {
    const event = {
      uid: 'MT-ABC123@mon-toiletteur',
      title: 'Toilettage — Rex',
      start: day.set({ hour: 10 }).toJSDate(),
      end: day.set({ hour: 11 }).toJSDate(),
      location: '3 rue des Lilas',
    }
    const { remoteId } = await provider.upsertEvent(calendarUrl, event)
    let stored = await getEvent(radicale, remoteId)
    expect(stored.status).toBe(200)
    expect(stored.text).toContain('UID:MT-ABC123@mon-toiletteur')
    const moved = await provider.upsertEvent(
      calendarUrl,
      { ...event, start: day.set({ hour: 15 }).toJSDate(), end: day.set({ hour: 16 }).toJSDate() },
      remoteId,
    )
    expect(moved.remoteId).toBe(remoteId)
    stored = await getEvent(radicale, remoteId)
    expect(stored.text).toContain(`DTSTART:${utc(day.set({ hour: 15 }))}`)
    await provider.deleteEvent(calendarUrl, remoteId)
    expect((await getEvent(radicale, remoteId)).status).toBe(404)
    await provider.deleteEvent(calendarUrl, remoteId)
  })

  it('a calendar deleted on the server answers an empty full listing', async () => {
    const gone = await provider.pullBusy(`${radicale.url}/${radicale.username}/supprime/`, 'sync:ancien')
    expect(gone).toEqual({ changed: [], removed: [], cursor: '', full: true })
  })

  it('answers CredentialError for a wrong app-specific password', async () => {
    const wrong = caldavProvider(
      { kind: 'caldav', serverUrl: radicale.url, username: radicale.username, password: 'faux' },
      noRefresh,
    )
    await expect(wrong.listCalendars()).rejects.toBeInstanceOf(CredentialError)
  })
})
