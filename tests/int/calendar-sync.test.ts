import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { caldavProvider } from '../../src/integrations/calendar/providers/caldav'

import { afterAppointmentChange } from '../../src/server/appointments/afterChange'
import {
  chooseCalendars,
  createConnection,
  disconnect,
  listConnections,
  registerProvider,
  retryDuePushes,
  settlePushes,
  syncAllConnections,
  syncConnection,
} from '../../src/server/calendarSync'
import { encryptCredentials } from '../../src/server/calendarSync/crypto'
import { POST as createEvent } from '../../src/app/api/v1/attendees/[id]/create-event/route'
import { GET as slots } from '../../src/app/api/v1/users/[id]/slots/route'
import {
  deleteEvent,
  getEvent,
  makeCalendar,
  putEvent,
  startRadicale,
  vevent,
  type RunningRadicale,
} from '../../scripts/lib/radicale'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { can } from './helpers/access'
import { getTestPayload } from './helpers/payload'
import {
  asPerson,
  createAdmin,
  createAppointment,
  createAttendee,
  createGroomer,
  PASSWORD,
} from '../../scripts/lib/people'
import { getRequest, jsonRequest, params } from './helpers/requests'

let payload: Payload
let radicale: RunningRadicale
let work: string

const utc = (iso: string) => DateTime.fromISO(iso).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")
const caldav = () => ({
  kind: 'caldav' as const,
  serverUrl: radicale.url,
  username: radicale.username,
  password: radicale.password,
})

async function busyOf(groomer: number) {
  const { docs } = await payload.find({
    collection: 'busy-times',
    overrideAccess: true,
    pagination: false,
    depth: 0,
    sort: 'start',
    where: { groomer: { equals: groomer } },
  })
  return docs
}

async function connected() {
  const { groomer, motive } = await bookableGroomer(payload)
  const person = asPerson(groomer)
  const { id } = await createConnection(person, {
    provider: 'icloud',
    accountLabel: radicale.username,
    credentials: caldav(),
  })
  await syncConnection(id)
  return { groomer, motive, person, id }
}

beforeAll(async () => {
  payload = await getTestPayload()
  // Connections other files left behind (some at addresses unreachable here, each pull waiting for
  // its timeout) are not this file's: out of the round one test runs.
  await payload.db.drizzle.execute(`update "calendar_connections" set "sync_due_at" = 'infinity'`)
  radicale = await startRadicale()
  work = await makeCalendar(radicale, 'travail')
  await makeCalendar(radicale, 'perso')
})

afterAll(async () => {
  await settlePushes()
  registerProvider('icloud', caldavProvider)
  await radicale?.stop()
})

describe('connecting a CalDAV calendar', () => {
  it('lists the calendars, all busy, the first writable as target; credentials stay encrypted and hidden', async () => {
    const { person, id } = await connected()
    const [view] = await listConnections(person)
    expect(view).toMatchObject({ id, provider: 'icloud', status: 'active' })
    expect(view.calendars.every((c) => c.busy)).toBe(true)
    expect(view.calendars.filter((c) => c.target)).toHaveLength(1)
    expect(JSON.stringify(view)).not.toContain(radicale.password)
    const raw = await payload.findByID({
      collection: 'calendar-connections',
      id,
      overrideAccess: true,
      showHiddenFields: true,
      depth: 0,
    })
    expect(raw.credentials).toMatch(/^v1\./)
    expect(raw.credentials).not.toContain(radicale.password)
    const asGroomer = await payload.findByID({
      collection: 'calendar-connections',
      id,
      user: person,
      overrideAccess: false,
      showHiddenFields: false,
      depth: 0,
    })
    expect(asGroomer).not.toHaveProperty('credentials')
    await disconnect(person, id)
  })

  it('refuses a wrong app-specific password without storing anything', async () => {
    const { groomer } = await bookableGroomer(payload)
    await expect(
      createConnection(asPerson(groomer), {
        provider: 'icloud',
        accountLabel: 'x',
        credentials: { ...caldav(), password: 'faux' },
      }),
    ).rejects.toThrow()
    expect(
      (
        await payload.count({
          collection: 'calendar-connections',
          overrideAccess: true,
          where: { groomer: { equals: groomer.id } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('pulling busy times', () => {
  it('full, incremental, removed; the slots API and the booking re-check honour them', async () => {
    const { groomer, motive, person, id } = await connected()
    const monday = nextWeekday(1, 10)
    const tuesday = nextWeekday(2, 14)
    await putEvent(
      radicale,
      work,
      `dentiste-${id}`,
      vevent(`dentiste-${id}`, utc(monday), utc(DateTime.fromISO(monday).plus({ hours: 1 }).toISO()!)),
    )
    await syncAllConnections()
    expect((await busyOf(groomer.id)).map((b) => new Date(b.start).toISOString())).toEqual([
      new Date(monday).toISOString(),
    ])

    const day = monday.slice(0, 10)
    const response = await slots(
      getRequest(`/api/v1/users/${groomer.id}/slots?motive=${motive.id}&from=${day}&to=${day}`),
      params({ id: String(groomer.id) }),
    )
    const { days } = (await response.json()) as { days: { date: string; slots: { start: string }[] }[] }
    const starts = days[0].slots.map((s) => new Date(s.start).getTime())
    expect(starts).toContain(new Date(nextWeekday(1, 9)).getTime())
    expect(
      starts.some((t) => t > new Date(monday).getTime() - 3_600_000 && t < new Date(monday).getTime() + 3_600_000),
    ).toBe(false)

    const attendee = await verifiedAttendee(payload)
    const { token } = await payload.login({
      collection: 'attendees',
      data: { email: attendee.email, password: PASSWORD },
    })
    const refused = await createEvent(
      jsonRequest(
        `/api/v1/attendees/${attendee.id}/create-event`,
        { groomer: groomer.id, motive: motive.id, start: monday, pet: PET },
        { headers: { authorization: `Bearer ${token}` } },
      ),
      params({ id: String(attendee.id) }),
    )
    expect(refused.status).toBe(409)

    await putEvent(
      radicale,
      work,
      `coiffeur-${id}`,
      vevent(`coiffeur-${id}`, utc(tuesday), utc(DateTime.fromISO(tuesday).plus({ hours: 2 }).toISO()!)),
    )
    await deleteEvent(radicale, work, `dentiste-${id}`)
    await syncConnection(id)
    const after = await busyOf(groomer.id)
    expect(after.map((b) => new Date(b.start).toISOString())).toEqual([new Date(tuesday).toISOString()])
    await disconnect(person, id)
    expect(await busyOf(groomer.id)).toEqual([])
  })

  it('an expired cursor means a full resync replacing that calendar’s busy times', async () => {
    const { groomer, person, id } = await connected()
    const at = nextWeekday(3, 11)
    await putEvent(
      radicale,
      work,
      `expire-${id}`,
      vevent(`expire-${id}`, utc(at), utc(DateTime.fromISO(at).plus({ hours: 1 }).toISO()!)),
    )
    await syncConnection(id)
    const before = (await busyOf(groomer.id)).length
    await payload.db.drizzle.execute(
      `update "calendar_connections_calendars" set "cursor" = 'sync:http://radicale.org/ns/sync/${'0'.repeat(64)}' where "_parent_id" = ${id}`,
    )
    await payload.db.drizzle.execute(
      `insert into "busy_times" ("connection_id", "groomer_id", "calendar_remote_id", "uid", "start", "end") values (${id}, ${groomer.id}, '${work}', '/fantome.ics', now(), now() + interval '1 hour')`,
    )
    expect(await syncConnection(id)).toBe('synced')
    const after = await busyOf(groomer.id)
    expect(after).toHaveLength(before)
    expect(after.some((b) => b.uid === '/fantome.ics')).toBe(false)
    const [view] = await listConnections(person)
    expect(view.calendars.every((c) => c.lastSyncedAt)).toBe(true)
    await disconnect(person, id)
  })

  it('lists everything again after 30 days even with a working cursor, dropping what it no longer finds', async () => {
    const { groomer, person, id } = await connected()
    const at = nextWeekday(3, 15)
    await putEvent(
      radicale,
      work,
      `mensuel-${id}`,
      vevent(`mensuel-${id}`, utc(at), utc(DateTime.fromISO(at).plus({ hours: 1 }).toISO()!)),
    )
    await syncConnection(id)
    const fullAt = async () =>
      (
        await payload.db.drizzle.execute(
          `select "cursor", "full_synced_at" from "calendar_connections_calendars" where "_parent_id" = ${id} and "remote_id" = '${work}'`,
        )
      ).rows[0] as { cursor: string; full_synced_at: string }
    const first = await fullAt()
    expect(first.full_synced_at).toBeTruthy()
    // A row an incremental pull would never revisit (as a year-old recurrence expansion would be).
    await payload.db.drizzle.execute(
      `insert into "busy_times" ("connection_id", "groomer_id", "calendar_remote_id", "uid", "start", "end") values (${id}, ${groomer.id}, '${work}', '/ancien.ics', now(), now() + interval '1 hour')`,
    )
    await syncConnection(id, new Date(Date.now() + 29 * 86_400_000))
    expect((await busyOf(groomer.id)).some((b) => b.uid === '/ancien.ics')).toBe(true)
    const later = new Date(Date.now() + 31 * 86_400_000)
    expect(await syncConnection(id, later)).toBe('synced')
    const uids = (await busyOf(groomer.id)).map((b) => b.uid)
    expect(uids).not.toContain('/ancien.ics')
    expect(uids.some((uid) => uid.includes(`mensuel-${id}`))).toBe(true)
    expect(new Date((await fullAt()).full_synced_at).getTime()).toBe(later.getTime())
    await disconnect(person, id)
  })

  it('a refused credential marks the connection broken and e-mails the groomer once', async () => {
    const { groomer, person, id } = await connected()
    await payload.update({
      collection: 'calendar-connections',
      id,
      overrideAccess: true,
      data: { credentials: encryptCredentials({ ...caldav(), password: 'revoque' }) },
    })
    const mails = async () =>
      (
        await payload.find({
          collection: 'outbox',
          overrideAccess: true,
          where: { and: [{ to: { contains: groomer.email } }, { subject: { contains: 'n’est plus synchronisé' } }] },
        })
      ).totalDocs
    expect(await syncConnection(id)).toBe('broken')
    await syncConnection(id)
    await syncAllConnections()
    expect(await mails()).toBe(1)
    const [view] = await listConnections(person)
    expect(view.status).toBe('broken')
    // Reconnecting the same account makes it active again.
    await createConnection(person, { provider: 'icloud', accountLabel: radicale.username, credentials: caldav() })
    expect((await listConnections(person))[0].status).toBe('active')
    await disconnect(person, id)
  })

  it('choosing busy calendars drops the unchecked one’s busy times', async () => {
    const { groomer, person, id } = await connected()
    const at = nextWeekday(4, 15)
    await putEvent(
      radicale,
      work,
      `choix-${id}`,
      vevent(`choix-${id}`, utc(at), utc(DateTime.fromISO(at).plus({ hours: 1 }).toISO()!)),
    )
    await syncConnection(id)
    expect((await busyOf(groomer.id)).length).toBeGreaterThan(0)
    const [view] = await listConnections(person)
    const perso = view.calendars.find((c) => c.name === 'perso')!
    await chooseCalendars(person, id, { busy: [perso.remoteId], target: perso.remoteId })
    expect((await busyOf(groomer.id)).filter((b) => b.calendarRemoteId === work)).toEqual([])
    expect((await listConnections(person))[0].calendars.find((c) => c.target)?.name).toBe('perso')
    await disconnect(person, id)
  })
})

describe('pushing appointments', () => {
  it('creates, moves and deletes the event, retrying after a failure', async () => {
    const { groomer, person, id } = await connected()
    const [view] = await listConnections(person)
    const target = view.calendars.find((c) => c.target)!.remoteId
    let failures = 1
    registerProvider('icloud', (credentials, onRefresh) => {
      const real = caldavProvider(credentials, onRefresh)
      return {
        ...real,
        kind: 'icloud',
        upsertEvent: async (...args) => {
          if (failures-- > 0) throw new Error('Panne passagère')
          return real.upsertEvent(...args)
        },
      }
    })
    const start = nextWeekday(5, 10)
    const appointment = await createAppointment(payload, {
      groomer: groomer.id,
      start,
      end: DateTime.fromISO(start).plus({ hours: 1 }).toISO()!,
      status: 'confirmed',
    })
    await afterAppointmentChange(appointment.id, { kind: 'confirmed' })
    await settlePushes()
    const pushes = async () =>
      (
        await payload.find({
          collection: 'calendar-pushes',
          overrideAccess: true,
          sort: 'id',
          depth: 0,
          where: { appointment: { equals: appointment.id } },
        })
      ).docs
    const [first] = await pushes()
    expect(first).toMatchObject({ action: 'upsert', attempts: 1, lastError: 'Panne passagère' })
    expect(first.doneAt).toBeFalsy()
    expect(await retryDuePushes(new Date())).toMatchObject({ done: 0, failed: 0 })
    await retryDuePushes(new Date(Date.now() + 2 * 60_000))
    const [done] = await pushes()
    expect(done.doneAt).toBeTruthy()
    expect(done.remoteId?.startsWith(target)).toBe(true)
    expect((await getEvent(radicale, done.remoteId!)).text).toContain(`UID:${appointment.reference}@mon-toiletteur`)

    // The pushed event does not come back as a busy time of its own.
    await syncConnection(id)
    expect((await busyOf(groomer.id)).some((b) => b.uid.includes('@mon-toiletteur'))).toBe(false)

    const moved = DateTime.fromISO(start).plus({ hours: 3 })
    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { start: moved.toISO()!, end: moved.plus({ hours: 1 }).toISO()! },
    })
    await afterAppointmentChange(appointment.id, {
      kind: 'moved',
      previousStart: start,
      previousEnd: DateTime.fromISO(start).plus({ hours: 1 }).toISO()!,
    })
    await settlePushes()
    expect((await getEvent(radicale, done.remoteId!)).text).toContain(`DTSTART:${utc(moved.toISO()!)}`)

    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { status: 'cancelled', cancelledBy: 'groomer' },
    })
    await afterAppointmentChange(appointment.id, { kind: 'cancelled' })
    await settlePushes()
    expect((await getEvent(radicale, done.remoteId!)).status).toBe(404)
    expect((await pushes()).every((p) => p.doneAt)).toBe(true)
    registerProvider('icloud', caldavProvider)
    await disconnect(person, id)
  })

  it('the sweep queues what was missed: appointments confirmed before the calendar was connected, and a lost cancellation', async () => {
    const { groomer } = await bookableGroomer(payload)
    const start = nextWeekday(4, 15)
    const appointment = await createAppointment(payload, {
      groomer: groomer.id,
      start,
      end: DateTime.fromISO(start).plus({ hours: 1 }).toISO()!,
      status: 'confirmed',
    })
    const person = asPerson(groomer)
    const { id } = await createConnection(person, {
      provider: 'icloud',
      accountLabel: radicale.username,
      credentials: caldav(),
    })
    const pushes = async () =>
      (
        await payload.find({
          collection: 'calendar-pushes',
          overrideAccess: true,
          sort: 'id',
          depth: 0,
          where: { appointment: { equals: appointment.id } },
        })
      ).docs
    // Just written: left to the booking's own queueing for now.
    await retryDuePushes(new Date())
    expect(await pushes()).toHaveLength(0)
    const later = new Date(Date.now() + 3 * 60_000)
    await retryDuePushes(later)
    const [upsert] = await pushes()
    expect(upsert).toMatchObject({ action: 'upsert' })
    expect(upsert.doneAt).toBeTruthy()
    expect((await getEvent(radicale, upsert.remoteId!)).text).toContain(`UID:${appointment.reference}@mon-toiletteur`)
    // Queued once: the next sweeps add nothing.
    await retryDuePushes(later)
    expect(await pushes()).toHaveLength(1)

    // Cancelled without its delete being queued (as after a crash): the sweep removes the event.
    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { status: 'cancelled', cancelledBy: 'groomer' },
    })
    await retryDuePushes(new Date(Date.now() + 3 * 60_000))
    expect((await pushes()).map((p) => p.action)).toEqual(['upsert', 'delete'])
    expect((await getEvent(radicale, upsert.remoteId!)).status).toBe(404)
    await disconnect(person, id)
  })
})

describe('access to the calendar collections', () => {
  it('the groomer reads their own connection and busy times, never the credentials; nobody else reads them; only the server writes', async () => {
    const { groomer, person, id } = await connected()
    const at = nextWeekday(6, 9)
    await putEvent(
      radicale,
      work,
      `acces-${id}`,
      vevent(`acces-${id}`, utc(at), utc(DateTime.fromISO(at).plus({ hours: 1 }).toISO()!)),
    )
    await syncConnection(id)
    const [busy] = await busyOf(groomer.id)
    const other = await createGroomer(payload)
    const attendee = await createAttendee(payload)
    const admin = await createAdmin(payload)
    const access = can(payload)
    expect(await access.read('calendar-connections', id, person)).toBe(true)
    expect(await access.read('busy-times', busy.id, person)).toBe(true)
    for (const who of [other, attendee, null]) {
      expect(await access.read('calendar-connections', id, who)).toBe(false)
      expect(await access.read('busy-times', busy.id, who)).toBe(false)
    }
    expect(await access.update('calendar-connections', id, { status: 'active' }, person)).toBe(false)
    expect(
      await access.create(
        'busy-times',
        { connection: id, groomer: groomer.id, calendarRemoteId: 'x', uid: 'x', start: at, end: at },
        person,
      ),
    ).toBe(false)
    const push = await payload.create({
      collection: 'calendar-pushes',
      overrideAccess: true,
      data: {
        appointment: (
          await createAppointment(payload, {
            groomer: groomer.id,
            start: at,
            end: DateTime.fromISO(at).plus({ hours: 1 }).toISO()!,
          })
        ).id,
        connection: id,
        action: 'delete',
        attempts: 0,
        nextAttemptAt: new Date().toISOString(),
        doneAt: new Date().toISOString(),
      },
    })
    expect(await access.read('calendar-pushes', push.id, person)).toBe(false)
    // Even an admin reading through the API does not get the credentials.
    const asAdmin = await payload.findByID({
      collection: 'calendar-connections',
      id,
      user: admin,
      overrideAccess: false,
      depth: 0,
    })
    expect(asAdmin).not.toHaveProperty('credentials')
    const asOwner = await payload.findByID({
      collection: 'calendar-connections',
      id,
      user: person,
      overrideAccess: false,
      depth: 0,
    })
    expect(asOwner).not.toHaveProperty('credentials')
    expect(JSON.stringify(asOwner)).not.toContain(radicale.password)
    await disconnect(person, id)
  })
})
