import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'
import type { Payload, Where } from 'payload'
import { parse } from 'qs-esm'
import { beforeAll, describe, expect, it } from 'vitest'

import { keepingFailures } from '../../src/integrations/email'
import { keepingSmsFailures } from '../../src/integrations/sms'
import { SmsSendError } from '../../src/integrations/sms/messagePort'
import { rollUpClosedDays } from '../../src/server/adminDashboard/closedDays'
import {
  adminDashboardFigures,
  type AdminDashboardFigures,
  DASHBOARD_ZONE,
  dashboardSince,
} from '../../src/server/adminDashboard/figures'
import { getTestPayload } from './helpers/payload'
import { createAppointment, createGroomer } from '../../scripts/lib/people'

let payload: Payload
let counter = 0
// Test files share a process (and its pid) in one worker: a random part keeps their values apart.
const RUN = String(Math.floor(Math.random() * 1e6))
const unique = (prefix: string) => `${prefix}-${process.pid}-${RUN}-${++counter}`

/**
 * The dashboard is read at 12:00 (Paris) on 10 April 2030: its window starts on 12 March 2030 at
 * midnight in Paris (23:00 UTC the day before) and crosses the change to summer time (31 March).
 * Other test files leave rows created in 2026: none in this window. The figures that are not
 * windowed (waiting for validation, broken calendars) are checked as the change the fixture makes.
 */
const NOW = new Date('2030-04-10T10:00:00Z')
const WINDOW_START = '2030-03-11T23:00:00.000Z'

const setCreatedAt = (table: 'appointments' | 'users' | 'outbox', id: number, at: string) =>
  payload.db.drizzle.execute(
    sql`update ${sql.identifier(table)} set "created_at" = ${at}::timestamptz where "id" = ${id}`,
  )

/** What the admin list shows for a dashboard link: the same `where`, parsed as Payload's admin parses its URL. */
async function listCount(link: string): Promise<number> {
  const url = new URL(link, 'http://admin.test')
  const collection = url.pathname.split('/').at(-1) as 'appointments' | 'users' | 'outbox' | 'calendar-connections'
  const { where } = parse(url.search.slice(1), { depth: 10 }) as { where: Where }
  return (await payload.count({ collection, where, overrideAccess: true })).totalDocs
}

async function city(name: string, department: number) {
  const id = unique('ville')
  return payload.create({
    collection: 'cities',
    overrideAccess: true,
    data: { name, uri: id, inseeCode: id, department },
  })
}

let slot = 0
/** An appointment of `groomer` made at `createdAt` (each at its own hour: no two overlap). */
async function booking(
  groomer: number,
  createdAt: string,
  status: 'pending' | 'confirmed' | 'cancelled' = 'confirmed',
) {
  const start = DateTime.fromISO('2030-05-01T08:00:00Z').plus({ hours: ++slot })
  const appointment = await createAppointment(payload, {
    groomer,
    start: start.toISO()!,
    end: start.plus({ minutes: 45 }).toISO()!,
    status,
  })
  await setCreatedAt('appointments', appointment.id, createdAt)
  return appointment
}

const brokenCount = async () =>
  (
    await payload.count({
      collection: 'calendar-connections',
      where: { status: { equals: 'broken' } },
      overrideAccess: true,
    })
  ).totalDocs
const pendingCount = async () =>
  (await payload.count({ collection: 'appointments', where: { status: { equals: 'pending' } }, overrideAccess: true }))
    .totalDocs

let figures: AdminDashboardFigures
let before: { pending: number; broken: number }
let cityNames: string[]
let departmentId: number

beforeAll(async () => {
  payload = await getTestPayload()
  before = { pending: await pendingCount(), broken: await brokenCount() }
  const department = await payload.create({
    collection: 'departments',
    overrideAccess: true,
    data: { code: unique('dep'), name: 'Département du tableau de bord', uri: unique('departement') },
  })
  departmentId = department.id
  // Six cities; a tie is broken by name: the sixth ("Zz Fontaine") is left out of the top 5.
  cityNames = ['Zz Aubagne', 'Zz Brest', 'Zz Colmar', 'Zz Dax', 'Zz Évian', 'Zz Fontaine']
  const groomers = []
  for (const name of cityNames) {
    const groomer = await createGroomer(payload)
    const { id: cityId } = await city(name, department.id)
    await payload.update({ collection: 'users', id: groomer.id, overrideAccess: true, data: { city: cityId } })
    groomers.push(groomer.id)
  }
  // Three of them joined in the window (the first at its very first instant), the others long before.
  const joined = [
    '2030-03-11T23:00:00Z',
    '2030-03-20T09:00:00Z',
    '2030-04-10T09:59:00Z',
    '2030-03-11T22:59:59Z',
    '2029-01-01T00:00:00Z',
    '2029-01-01T00:00:00Z',
  ]
  for (const [index, id] of groomers.entries()) await setCreatedAt('users', id, joined[index]!)
  const [aubagne, brest, colmar, dax, evian, fontaine] = groomers as [number, number, number, number, number, number]

  // Bookings in the window: Aubagne 4, Brest 3, Colmar 2, Dax, Évian and Fontaine 1 each (12).
  await booking(aubagne, '2030-03-11T23:00:00Z') // 12/03 00:00 in Paris: the window's first day
  await booking(aubagne, '2030-03-30T23:30:00Z') // 31/03 00:30 (winter time, UTC+1)
  await booking(aubagne, '2030-03-31T21:30:00Z') // 31/03 23:30 (summer time, UTC+2)
  await booking(aubagne, '2030-03-31T22:30:00Z', 'pending') // 01/04 00:30
  await booking(brest, '2030-04-01T10:00:00Z')
  await booking(brest, '2030-04-10T09:00:00Z') // today
  await booking(brest, '2030-04-10T09:30:00Z', 'pending') // today
  await booking(colmar, '2030-04-01T12:00:00Z', 'cancelled')
  await booking(colmar, '2030-04-02T12:00:00Z')
  await booking(dax, '2030-04-03T12:00:00Z')
  await booking(evian, '2030-04-03T13:00:00Z')
  await booking(fontaine, '2030-04-03T14:00:00Z')
  // Not in the window: one second before it, and one waiting since 2001 (the oldest waiting of all).
  await booking(aubagne, '2030-03-11T22:59:59Z')
  await booking(dax, '2001-01-01T10:00:00Z', 'pending')

  // Cancellations: two dated in the window, one cancelled by an admin (no date, changed in the window), two outside.
  const cancelled = async (cancelledAt: string | null, updatedAt: string) => {
    const appointment = await booking(fontaine, '2029-06-01T00:00:00Z', 'cancelled')
    await payload.db.drizzle.execute(
      sql`update "appointments" set "cancelled_at" = ${cancelledAt}::timestamptz, "updated_at" = ${updatedAt}::timestamptz where "id" = ${appointment.id}`,
    )
  }
  await cancelled('2030-03-11T23:00:00Z', '2030-03-11T23:00:00Z')
  await cancelled('2030-04-09T08:00:00Z', '2030-04-09T08:00:00Z')
  await cancelled(null, '2030-04-01T08:00:00Z')
  await cancelled('2030-03-11T22:00:00Z', '2030-04-05T08:00:00Z') // cancelled before the window, edited since
  await cancelled(null, '2030-03-01T08:00:00Z')

  // Outbox: two failures in the window, one before it, and a message recorded normally.
  const message = async (status: 'recorded' | 'failed', at: string) => {
    const doc = await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: { channel: 'email', to: `${unique('tableau')}@test.fr`, subject: 'Test', status },
    })
    await setCreatedAt('outbox', doc.id, at)
  }
  await message('failed', '2030-03-15T10:00:00Z')
  await message('failed', '2030-04-10T09:00:00Z')
  await message('failed', '2030-03-11T22:00:00Z')
  await message('recorded', '2030-04-01T10:00:00Z')

  // Calendars: two to reconnect (one cut since 1 June 2000, before any other), one working.
  const connection = (status: 'active' | 'broken', brokenAt?: string) =>
    payload.create({
      collection: 'calendar-connections',
      overrideAccess: true,
      data: {
        groomer: dax,
        provider: 'icloud',
        accountLabel: unique('agenda'),
        status,
        credentials: 'x',
        ...(brokenAt ? { brokenAt, brokenReason: 'Mot de passe refusé' } : {}),
      },
    })
  await connection('broken', '2000-06-01T10:00:00Z')
  await connection('broken', '2030-04-01T10:00:00Z')
  await connection('active')

  // Notes at the groomers' counters: two sales and a refund in the window, a sale before it.
  const note = (number: number, kind: 'sale' | 'refund', at: string, totalCents: number, tipCents: number) =>
    payload.db.drizzle.execute(sql`
      insert into "sales" ("groomer_id", "number", "kind", "issued_at", "document", "previous_hash", "hash")
      values (${dax}, ${number}, ${kind}, ${at}::timestamptz,
        ${JSON.stringify({ totals: { totalCents, tipCents } })}::jsonb, md5(${String(number)}), md5(${String(number + 1)}))`)
  await note(900_001, 'sale', '2030-03-11T22:00:00Z', 9900, 900)
  await note(900_002, 'sale', '2030-03-20T10:00:00Z', 5000, 200)
  await note(900_003, 'sale', '2030-04-09T10:00:00Z', 3000, 0)
  await note(900_004, 'refund', '2030-04-10T08:00:00Z', -1000, 0)

  figures = await adminDashboardFigures(payload, NOW)
})

describe('the admin dashboard', () => {
  it('counts the bookings of the last 30 days, per day in Paris time (across the change to summer time)', () => {
    expect(figures.since.toISOString()).toBe(WINDOW_START)
    expect(figures.days).toHaveLength(30)
    expect(figures.days[0]!.day).toBe('2030-03-12')
    expect(figures.days.at(-1)!.day).toBe('2030-04-10')
    const shown = Object.fromEntries(
      figures.days.filter((day) => day.bookings > 0).map((day) => [day.day, day.bookings]),
    )
    expect(shown).toEqual({
      '2030-03-12': 1,
      '2030-03-31': 2,
      '2030-04-01': 3,
      '2030-04-02': 1,
      '2030-04-03': 3,
      '2030-04-10': 2,
    })
    expect(figures.bookings.count).toBe(12)
  })

  it('counts what waits: appointments to validate (with the oldest’s wait), failed messages, calendars to reconnect', async () => {
    expect(figures.awaitingValidation.count - before.pending).toBe(3)
    // Waiting since 2001-01-01 10:00 UTC.
    expect(figures.awaitingValidation.oldestHours).toBe(
      Math.floor((NOW.getTime() - Date.parse('2001-01-01T10:00:00Z')) / 3_600_000),
    )
    expect(figures.failedMessages.count).toBe(2)
    expect(figures.brokenCalendars.count - before.broken).toBe(2)
    expect(figures.brokenCalendars.oldestHours).toBe(
      Math.floor((NOW.getTime() - Date.parse('2000-06-01T10:00:00Z')) / 3_600_000),
    )
  })

  it('sums what the groomers cashed in over the window from their notes: refunds off, tips apart, the average note', () => {
    expect(figures.cashed).toEqual({ notes: 2, totalCents: 5000 + 3000 - 1000, tipCents: 200, averageCents: 3500 })
  })

  it('counts the cancellations and the new groomers of the window, and the top 5 cities by bookings', () => {
    expect(figures.cancellations.count).toBe(3)
    expect(figures.newGroomers.count).toBe(3)
    expect(figures.topCities.map(({ name, bookings }) => [name, bookings])).toEqual([
      ['Zz Aubagne', 4],
      ['Zz Brest', 3],
      ['Zz Colmar', 2],
      ['Zz Dax', 1],
      ['Zz Évian', 1],
    ])
  })

  it('links each figure to an admin list filtered to exactly the rows it counts', async () => {
    expect(figures.awaitingValidation.link).toBe(
      '/admin/collections/appointments?where[status][equals]=pending&sort=createdAt',
    )
    expect(await listCount(figures.bookings.link)).toBe(figures.bookings.count)
    expect(await listCount(figures.awaitingValidation.link)).toBe(figures.awaitingValidation.count)
    expect(await listCount(figures.cancellations.link)).toBe(3)
    expect(await listCount(figures.newGroomers.link)).toBe(3)
    expect(await listCount(figures.failedMessages.link)).toBe(2)
    expect(await listCount(figures.brokenCalendars.link)).toBe(figures.brokenCalendars.count)
    for (const city of figures.topCities) expect(await listCount(city.link)).toBe(city.bookings)
    for (const day of figures.days) expect(await listCount(day.link)).toBe(day.bookings)
  })
})

const rows = async <T>(query: ReturnType<typeof sql>) => (await payload.db.drizzle.execute(query)).rows as T[]

describe('the closed days, summed once (decision 0071)', () => {
  it('sums each closed day in Paris time once, per city of the groomer, across the change to winter time', async () => {
    const groomer = await createGroomer(payload)
    const { id: cityId } = await city('Zz Roscoff', departmentId)
    await payload.update({ collection: 'users', id: groomer.id, overrideAccess: true, data: { city: cityId } })
    // Summer time ends on 27 October 2024 at 03:00 (UTC+2, then UTC+1).
    await booking(groomer.id, '2024-10-26T21:59:00Z') // 26/10 23:59
    await booking(groomer.id, '2024-10-26T22:00:00Z') // 27/10 00:00
    await booking(groomer.id, '2024-10-27T22:59:00Z') // 27/10 23:59 (winter time)
    await booking(groomer.id, '2024-10-27T23:00:00Z') // 28/10 00:00
    await payload.db.drizzle.execute(sql`
      insert into "sales" ("groomer_id", "number", "kind", "issued_at", "document", "previous_hash", "hash")
      values (${groomer.id}, 1, 'sale', '2024-10-27T12:00:00Z',
        ${JSON.stringify({ totals: { totalCents: 5000, tipCents: 300 } })}::jsonb, md5('a'), md5('b'))`)

    await rollUpClosedDays(payload, '2024-10-26', '2024-10-29', DASHBOARD_ZONE)
    const perCity = () =>
      rows<{ day: string; bookings: number }>(sql`
        select to_char("day", 'YYYY-MM-DD') as "day", "bookings" from "dashboard_day_cities"
        where "city_id" = ${cityId} order by "day"`)
    expect(await perCity()).toEqual([
      { day: '2024-10-26', bookings: 1 },
      { day: '2024-10-27', bookings: 2 },
      { day: '2024-10-28', bookings: 1 },
    ])
    const days = () =>
      rows<{ day: string; sale_notes: number; total_cents: string; tip_cents: string; rolled_at: string }>(sql`
        select to_char("day", 'YYYY-MM-DD') as "day", "sale_notes", "total_cents"::text, "tip_cents"::text, "rolled_at"::text
        from "dashboard_days" where "day" between '2024-10-26' and '2024-10-28' order by "day"`)
    const summed = await days()
    expect(
      summed.map(({ day, sale_notes, total_cents, tip_cents }) => [day, sale_notes, total_cents, tip_cents]),
    ).toEqual([
      ['2024-10-26', 0, '0', '0'],
      ['2024-10-27', 1, '5000', '300'],
      ['2024-10-28', 0, '0', '0'],
    ])

    // Summed once: a second pass reads nothing again (what an admin later deletes still counts on its day).
    await booking(groomer.id, '2024-10-27T10:00:00Z')
    await rollUpClosedDays(payload, '2024-10-26', '2024-10-29', DASHBOARD_ZONE)
    expect((await perCity())[1]).toEqual({ day: '2024-10-27', bookings: 2 })
    expect(await days()).toEqual(summed)
  })

  it('shows today’s dashboard from the sums and today live, as the appointments and notes count it', async () => {
    const now = new Date()
    const shown = await adminDashboardFigures(payload, now)
    const since = dashboardSince(now).toUTC().toISO()!
    const [today] = await rows<{ day: string }>(
      sql`select count(*)::int as "n" from "dashboard_days" where "day" >= ${shown.days[0]!.day}::date`,
    )
    expect(today).toEqual({ n: 29 })
    const perDay = await rows<{ day: string; bookings: number }>(sql`
      select to_char("created_at" at time zone ${DASHBOARD_ZONE}, 'YYYY-MM-DD') as "day", count(*)::int as "bookings"
      from "appointments" where "created_at" >= ${since}::timestamptz group by 1`)
    const counted = new Map(perDay.map(({ day, bookings }) => [day, bookings]))
    expect(shown.days.map(({ day, bookings }) => [day, bookings])).toEqual(
      shown.days.map(({ day }) => [day, counted.get(day) ?? 0]),
    )
    const [cashed] = await rows<{ notes: number; total: string; tip: string }>(sql`
      select count(*) filter (where "kind" = 'sale')::int as "notes",
        coalesce(sum(("document"->'totals'->>'totalCents')::bigint), 0)::text as "total",
        coalesce(sum(("document"->'totals'->>'tipCents')::bigint), 0)::text as "tip"
      from "sales" where "issued_at" >= ${since}::timestamptz`)
    expect([shown.cashed.notes, shown.cashed.totalCents, shown.cashed.tipCents]).toEqual([
      cashed!.notes,
      Number(cashed!.total),
      Number(cashed!.tip),
    ])
    const top = await rows<{ id: number; bookings: number }>(sql`
      select ci."id", count(*)::int as "bookings" from "appointments" a join "users" u on u."id" = a."groomer_id"
      join "cities" ci on ci."id" = u."city_id" where a."created_at" >= ${since}::timestamptz
      group by ci."id", ci."name", ci."search_name" order by 2 desc, coalesce(ci."search_name", ''), ci."name", ci."id" limit 5`)
    expect(shown.topCities.map(({ id, bookings }) => ({ id, bookings }))).toEqual(top)

    // A booking made now counts at once.
    const groomer = await createGroomer(payload)
    await booking(groomer.id, new Date().toISOString())
    expect((await adminDashboardFigures(payload, new Date())).bookings.count).toBe(shown.bookings.count + 1)
  })
})

describe('a message the provider refuses', () => {
  it('is kept in the outbox as failed, with the provider’s error, and the caller still gets the error', async () => {
    const to = `${unique('refuse')}@test.fr`
    const refusing = {
      name: 'resend',
      send: () => Promise.reject(new Error('Resend a refusé l’e-mail : domaine non vérifié')),
    }
    const sender = keepingFailures(refusing, () => payload, 'Mon Toiletteur <no-reply@example.fr>')
    await expect(
      sender.send({ to: [to], subject: 'Votre rendez-vous', html: '<p>Bonjour</p>', text: 'Bonjour' }),
    ).rejects.toThrow('domaine non vérifié')
    const [kept] = (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true }))
      .docs
    expect(kept).toMatchObject({
      channel: 'email',
      status: 'failed',
      subject: 'Votre rendez-vous',
      from: 'Mon Toiletteur <no-reply@example.fr>',
      error: 'Resend a refusé l’e-mail : domaine non vérifié',
      text: 'Bonjour',
    })

    const mobile = `+3370${String(Date.now()).slice(-7)}`
    const sms = keepingSmsFailures(
      { name: 'twilio', send: () => Promise.reject(new SmsSendError('refused', { cause: new Error('Numéro fixe') })) },
      async () => payload,
      'MonToilett',
    )
    await expect(sms.send(mobile, 'Rappel : rendez-vous demain')).rejects.toBeInstanceOf(SmsSendError)
    const [text] = (
      await payload.find({ collection: 'outbox', where: { to: { equals: mobile } }, overrideAccess: true })
    ).docs
    expect(text).toMatchObject({
      channel: 'sms',
      status: 'failed',
      text: 'Rappel : rendez-vous demain',
      error: 'SMS provider: refused : Numéro fixe',
    })
  })

  it('leaves a message recorded by the outbox sender as recorded', async () => {
    const doc = await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: { channel: 'sms', to: '+33600000000', text: 'Bonjour' },
    })
    expect(doc.status).toBe('recorded')
  })
})
