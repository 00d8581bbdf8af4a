import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createConnection, disconnect, syncConnection } from '../../src/server/calendarSync'
import {
  deleteEvent,
  makeCalendar,
  putEvent,
  startRadicale,
  vevent,
  type RunningRadicale,
} from '../../scripts/lib/radicale'
import { getTestPayload } from './helpers/payload'
import { asPerson, createGroomer } from '../../scripts/lib/people'

/**
 * An incremental pull writes what changed and nothing else, against a real Radicale: the row
 * version (xmin) of a busy time that did not change stays the same, so an unchanged event, or an
 * unchanged occurrence of a recurring one, is not written again.
 */
let payload: Payload
let radicale: RunningRadicale

const utc = (at: DateTime) => at.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")
const monday = DateTime.utc().plus({ weeks: 1 }).set({ weekday: 1 }).startOf('day')
const at = (days: number, hour: number) => monday.plus({ days }).set({ hour })

type Row = { uid: string; id: number; version: string; start: string }

/** The calendar's busy times by uid (the href, `href#start` for an occurrence), with their row version. */
async function rowsOf(connection: number, calendar: string): Promise<Map<string, Row>> {
  const { rows } = await payload.db.drizzle.execute(
    `select "uid", "id", xmin::text as "version", "start" from "busy_times" where "connection_id" = ${connection} and "calendar_remote_id" = '${calendar}'`,
  )
  return new Map((rows as Row[]).map((row) => [row.uid, { ...row, start: new Date(row.start).toISOString() }]))
}

const weekly = (uid: string, start: DateTime, extra: string[] = []) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//t//FR',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(start.plus({ hours: 1 }))}`,
    'RRULE:FREQ=WEEKLY;COUNT=6',
    'END:VEVENT',
    ...extra,
    'END:VCALENDAR',
    '',
  ].join('\r\n')

/** A groomer with one calendar holding `events` (name → ics), pulled once. */
async function connectedWith(name: string, events: Record<string, string>) {
  const calendar = await makeCalendar(radicale, name)
  for (const [file, ics] of Object.entries(events)) await putEvent(radicale, calendar, file, ics)
  const person = asPerson(await createGroomer(payload))
  const { id } = await createConnection(person, {
    provider: 'icloud',
    accountLabel: `${radicale.username}-${name}`,
    credentials: { kind: 'caldav', serverUrl: radicale.url, username: radicale.username, password: radicale.password },
  })
  expect(await syncConnection(id)).toBe('synced')
  return { calendar, person, id }
}

beforeAll(async () => {
  payload = await getTestPayload()
  radicale = await startRadicale()
})

afterAll(async () => {
  await radicale?.stop()
})

describe('an incremental pull writes only what changed', () => {
  it('a moved event is updated, a deleted one removed, a new one added; the others are not written', async () => {
    const { calendar, person, id } = await connectedWith('semaine', {
      deplace: vevent('deplace', utc(at(0, 9)), utc(at(0, 10))),
      supprime: vevent('supprime', utc(at(1, 9)), utc(at(1, 10))),
      fixe: vevent('fixe', utc(at(2, 9)), utc(at(2, 10))),
      yoga: weekly('yoga', at(3, 18)),
    })
    const before = await rowsOf(id, calendar)
    const yoga = [...before.keys()].filter((uid) => uid.includes('/yoga.ics#'))
    expect(yoga).toHaveLength(6)
    expect(before.size).toBe(9)

    await putEvent(radicale, calendar, 'deplace', vevent('deplace', utc(at(0, 14)), utc(at(0, 15))))
    await deleteEvent(radicale, calendar, 'supprime')
    await putEvent(radicale, calendar, 'nouveau', vevent('nouveau', utc(at(4, 9)), utc(at(4, 10))))
    expect(await syncConnection(id)).toBe('synced')

    const after = await rowsOf(id, calendar)
    const key = (file: string) => [...after.keys(), ...before.keys()].find((uid) => uid.endsWith(`/${file}.ics`))!
    expect(after.get(key('deplace'))).toMatchObject({
      id: before.get(key('deplace'))!.id,
      start: at(0, 14).toJSDate().toISOString(),
    })
    expect(after.has(key('supprime'))).toBe(false)
    expect(after.get(key('nouveau'))?.start).toBe(at(4, 9).toJSDate().toISOString())
    expect(after.size).toBe(9)
    for (const uid of [key('fixe'), ...yoga]) expect(after.get(uid)?.version, uid).toBe(before.get(uid)!.version)
    await disconnect(person, id)
  })

  it('a changed recurring event rewrites only the occurrences that moved, and a monthly full listing rewrites nothing', async () => {
    const { calendar, person, id } = await connectedWith('recurrent', { yoga: weekly('yoga', at(3, 18)) })
    const before = await rowsOf(id, calendar)
    const third = at(3, 18).plus({ weeks: 2 })
    const thirdKey = [...before.keys()].find((uid) => uid.endsWith(`#${third.toISO()}`))!
    expect(thirdKey).toBeTruthy()

    // The third occurrence moves one hour later (an overridden instance).
    const override = [
      'BEGIN:VEVENT',
      'UID:yoga',
      'DTSTAMP:20260101T000000Z',
      `RECURRENCE-ID:${utc(third)}`,
      `DTSTART:${utc(third.plus({ hours: 1 }))}`,
      `DTEND:${utc(third.plus({ hours: 2 }))}`,
      'END:VEVENT',
    ]
    await putEvent(radicale, calendar, 'yoga', weekly('yoga', at(3, 18), override))
    expect(await syncConnection(id)).toBe('synced')
    const after = await rowsOf(id, calendar)
    expect(after.size).toBe(6)
    expect(after.get(thirdKey)?.start).toBe(third.plus({ hours: 1 }).toJSDate().toISOString())
    for (const [uid, row] of before) if (uid !== thirdKey) expect(after.get(uid)?.version, uid).toBe(row.version)

    // A row the calendar no longer has (as a missed removal would leave): the full listing drops it alone.
    await payload.db.drizzle.execute(
      `insert into "busy_times" ("connection_id", "groomer_id", "calendar_remote_id", "uid", "start", "end") values (${id}, ${person.id}, '${calendar}', '/perdu.ics', now(), now() + interval '1 hour')`,
    )
    expect(await syncConnection(id, new Date(Date.now() + 31 * 86_400_000))).toBe('synced')
    const relisted = await rowsOf(id, calendar)
    expect(relisted.has('/perdu.ics')).toBe(false)
    expect([...relisted.values()].map((row) => row.version).sort()).toEqual(
      [...after.values()].map((row) => row.version).sort(),
    )
    await disconnect(person, id)
  })

  it('an occurrence a calendar repeats is stored once', async () => {
    const override = (hour: number) => [
      'BEGIN:VEVENT',
      'UID:double',
      'DTSTAMP:20260101T000000Z',
      `RECURRENCE-ID:${utc(at(3, 18))}`,
      `DTSTART:${utc(at(3, hour))}`,
      `DTEND:${utc(at(3, hour + 1))}`,
      'END:VEVENT',
    ]
    const { calendar, person, id } = await connectedWith('double', {
      double: weekly('double', at(3, 18), [...override(19), ...override(20)]),
    })
    const rows = await rowsOf(id, calendar)
    expect(rows.size).toBe(6)
    await disconnect(person, id)
  })
})
