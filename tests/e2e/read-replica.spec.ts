import { DateTime } from 'luxon'
import pg from 'pg'

import { startDebianPostgres, startDebianReplica } from '../../scripts/lib/debianPostgres'
import { ensureDatabase, type RunningDatabase } from '../../scripts/lib/embedded'
import { type Instance, startInstance } from '../../scripts/lib/scaleOut'
import { PRIMARY_READS_COOKIE } from '../../src/server/http/primaryReads'
import { releaseWithDemo } from '../int/helpers/release'
import { expect, test } from './helpers/accounts'

/**
 * Issue 35 item 3: a production instance with DATABASE_REPLICA_URL, on Debian's PostgreSQL as a
 * primary and a streaming replica on loopback. The replica's replay is paused to tell who answers:
 * what the primary has and the replica does not yet is what a reader of the primary sees.
 */
test.skip(({ isMobile }) => isMobile, 'one project is enough: the databases do not depend on the screen')
test.describe.configure({ mode: 'serial' })

const base = Number(process.env.E2E_PORT ?? 3100)
const PRIMARY_PORT = Number(process.env.REPLICA_TEST_PG_PORT ?? 55490)
let primary: RunningDatabase
let replica: Awaited<ReturnType<typeof startDebianReplica>>
let primaryUrl: string
let site: Instance
let db: pg.Client

const DATABASE = 'replique'

async function replicaQuery<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: `${replica.baseUrl}/${DATABASE}` })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

/** Until the replica has replayed everything the primary has written so far. */
async function caughtUp() {
  const [{ lsn }] = (await db.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows as [
    { lsn: string },
  ]
  for (let i = 0; i < 200; i++) {
    const [{ done }] = await replicaQuery<{ done: boolean }>(
      `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`,
    )
    if (done) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('la réplique ne rattrape pas le primaire')
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern; the hook needs none
test.beforeAll(async ({}, testInfo) => {
  // The file's skip is decided per test: without this, the phone project would start everything for nothing.
  test.skip(Boolean(testInfo.project.use.isMobile), 'one project is enough: the databases do not depend on the screen')
  test.setTimeout(300_000)
  primary = await startDebianPostgres(PRIMARY_PORT)
  primaryUrl = await ensureDatabase(primary.baseUrl, DATABASE)
  await releaseWithDemo(primaryUrl)
  replica = await startDebianReplica(PRIMARY_PORT, PRIMARY_PORT + 1)
  db = new pg.Client({ connectionString: primaryUrl })
  await db.connect()
  await caughtUp()
  site = await startInstance(base + 21, {
    DATABASE_URL: primaryUrl,
    DATABASE_REPLICA_URL: `${replica.baseUrl}/${DATABASE}`,
    JOBS: 'off',
  })
})

test.afterAll(async () => {
  await site?.stop()
  await db?.end()
  await replica?.stop()
  await primary?.stop()
})

/** A page's text as its reader sees it (React writes quotes and ampersands as entities). */
async function pageText(url: string): Promise<{ status: number; text: string }> {
  const answer = await fetch(url)
  const html = await answer.text()
  const text = html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')
  return { status: answer.status, text }
}

/** The published groomers of the cities with fewest of them (all on the first page), a city per row. */
async function smallCities() {
  const { rows } = await db.query<{ id: number; uri: string; display_name: string }>(`
    select distinct on (c.uri) u.id, c.uri, u.display_name from users u join cities c on c.id = u.city_id
    where u.published and c.uri in (select c2.uri from users u2 join cities c2 on c2.id = u2.city_id
      where u2.published group by c2.uri order by count(*), c2.uri limit 2)
    order by c.uri, u.id`)
  return rows
}

test('a city page is read from the replica', async () => {
  const [groomer] = await smallCities()
  await replicaQuery('select pg_wal_replay_pause()')
  try {
    const newName = `Renommée ${Date.now()}`
    await db.query('update users set display_name = $1 where id = $2', [newName, groomer!.id])
    // The replica does not have the new name yet: the page (never rendered here before) shows the old one.
    const { status, text } = await pageText(`${site.url}/toiletteurs/${groomer!.uri}`)
    expect(status).toBe(200)
    expect(text).toContain(groomer!.display_name)
    expect(text).not.toContain(newName)
  } finally {
    await replicaQuery('select pg_wal_replay_resume()')
  }
})

test('a booking made then read back at once by its owner comes from the primary; others still read the replica', async () => {
  const { rows } = await db.query<{ groomer: number; motive: number }>(`
    select u.id as groomer, min(m.id) as motive from users u join motives m on m.groomer_id = u.id
    where u.published and u.online_booking and m.bookable_online group by u.id order by u.id limit 1`)
  const { groomer, motive } = rows[0]!
  const from = DateTime.now().plus({ days: 3 }).toISODate()
  const to = DateTime.now().plus({ days: 20 }).toISODate()
  const slotsUrl = `${site.url}/api/v1/users/${groomer}/slots?motive=${motive}&from=${from}&to=${to}`
  const starts = async (headers: Record<string, string> = {}) => {
    const answer = await fetch(slotsUrl, { headers })
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { days: { slots: { start: string }[] }[] }
    return body.days.flatMap((day) => day.slots.map((slot) => slot.start))
  }
  const start = (await starts())[0]!

  const created = await fetch(`${site.url}/api/v1/attendees`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      civility: 'mme',
      firstName: 'Réplique',
      lastName: 'Lecture',
      email: `replique-${Date.now()}@example.fr`,
      password: 'replique-mot-de-passe-2026',
      acceptTerms: true,
    }),
  })
  expect(created.status).toBe(201)
  const owner = (await created.json()) as { attendee: { id: number }; token: string }
  await db.query(`update attendees set phone_verified = true, phone = '+33612345678' where id = $1`, [
    owner.attendee.id,
  ])
  await caughtUp()

  await replicaQuery('select pg_wal_replay_pause()')
  try {
    const booked = await fetch(`${site.url}/api/v1/attendees/${owner.attendee.id}/create-event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ groomer, motive, start, pet: { name: 'Praline', species: 'dog', size: 'medium' } }),
    })
    expect(booked.status).toBe(201)
    const cookie = booked.headers.getSetCookie().find((line) => line.startsWith(`${PRIMARY_READS_COOKIE}=`)) ?? ''
    expect(cookie).toMatch(new RegExp(`^${PRIMARY_READS_COOKIE}=1; Path=/; Max-Age=10; HttpOnly; SameSite=lax`))
    // The owner's next read, with the cookie the booking set: the primary, the slot is taken.
    expect(await starts({ cookie: cookie.split(';')[0]! })).not.toContain(start)
    // Anybody else reads the replica, which has not replayed the booking yet.
    expect(await starts()).toContain(start)
  } finally {
    await replicaQuery('select pg_wal_replay_resume()')
  }
  await caughtUp()
  expect(await starts()).not.toContain(start)
})

test('with the replica stopped, reads go to the primary with no error', async () => {
  const [, groomer] = await smallCities()
  await replica.halt()
  try {
    // Only the primary has this name: the replica is down when it is written.
    const newName = `Primaire ${Date.now()}`
    await db.query('update users set display_name = $1 where id = $2', [newName, groomer!.id])
    for (let i = 0; i < 3; i++) {
      const { status, text } = await pageText(`${site.url}/toiletteurs/${groomer!.uri}`)
      expect(status).toBe(200)
      expect(text).toContain(newName)
    }
    const cities = await fetch(`${site.url}/api/v1/cities?q=${encodeURIComponent(groomer!.uri.slice(0, 4))}`)
    expect(cities.status).toBe(200)
  } finally {
    await replica.start()
  }
})
