import { DateTime } from 'luxon'
import pg from 'pg'

import { book, createClients, freeSlots } from '../../scripts/lib/bookingLoad'
import { type Instance, type LoadBalancer, startInstance, startLoadBalancer } from '../../scripts/lib/scaleOut'
import { refreshGroomerPages } from '../../src/server/cache/refreshPublicPages'
import { expect, test } from './helpers/accounts'

/**
 * Two more production instances (A and B) on the run's database, behind nginx with the committed
 * configuration: what one instance changes, the other shows; a slot, a session and the limits are
 * the same whichever instance answers; an instance stops without failing a request.
 */
test.skip(({ isMobile }) => isMobile, 'one project is enough: the instances do not depend on the screen')
test.describe.configure({ mode: 'serial' })

const base = Number(process.env.E2E_PORT ?? 3100)
let a: Instance
let b: Instance
let lb: LoadBalancer
/** Every test of the run signs in from 127.0.0.1, and the per-address count is shared through the database: raised as for the main site (scripts/lib/productionSite.ts); the per-account limit is kept. */
const TEST_LIMITS = { SIGN_IN_ATTEMPTS_PER_ADDRESS: '10000' }

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern; the hook needs none
test.beforeAll(async ({}, testInfo) => {
  // The file's skip is decided per test: without this, the phone project would start everything for nothing.
  test.skip(Boolean(testInfo.project.use.isMobile), 'one project is enough: the instances do not depend on the screen')
  test.setTimeout(180_000)
  ;[a, b] = await Promise.all([startInstance(base + 11, TEST_LIMITS), startInstance(base + 12, TEST_LIMITS)])
  lb = await startLoadBalancer(base + 13, [`127.0.0.1:${base + 11}`, `127.0.0.1:${base + 12}`])
})

test.afterAll(async () => {
  await lb?.stop()
  await Promise.all([a?.stop(), b?.stop()])
})

const pageText = async (url: string) => (await fetch(url)).text()

/** How long until `url` shows `text`, polled every 100 ms, at most `limitMs`. */
async function msUntilShown(url: string, text: string, limitMs = 5_000): Promise<number> {
  const started = Date.now()
  while (Date.now() - started <= limitMs) {
    if ((await pageText(url)).includes(text)) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} ne montre pas « ${text} » après ${limitMs} ms`)
}

async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { username: email, password } }),
  })
  return { status: response.status, token: ((await response.json()) as { token?: string }).token }
}

test('a groomer’s change made through instance A shows through instance B within 5 s', async ({ accounts }) => {
  const groomer = await accounts.groomer()
  const profile = `/toiletteur/${groomer.uri}`
  // B has the profile in its caches (Next's and the front cache).
  for (let i = 0; i < 3; i++) expect(await pageText(`${b.url}${profile}`)).toContain(groomer.lastName)
  const { status, token } = await signIn(a.url, groomer.email, groomer.password)
  expect(status).toBe(200)
  const presentation = `Nouvelle présentation ${Date.now()}`
  const saved = await fetch(`${a.url}/api/v1/users/${groomer.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ user: { presentation } }),
  })
  expect(saved.status).toBe(200)
  expect(await msUntilShown(`${b.url}${profile}`, presentation)).toBeLessThanOrEqual(5_000)
  expect(await pageText(`${lb.url}${profile}`)).toContain(presentation)
})

test('a change made by a job (another process) shows on both instances within 5 s', async ({ accounts }) => {
  const groomer = await accounts.groomer()
  const profile = `/toiletteur/${groomer.uri}`
  for (const instance of [a, b]) for (let i = 0; i < 2; i++) await pageText(`${instance.url}${profile}`)
  // What the calendar sync or the expiry job does: change the data, then refresh the groomer's pages.
  const lastName = `Tâche${Date.now()}`
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  await db
    .query(`update users set last_name = $1::varchar, display_name = first_name || ' ' || $1::varchar where id = $2`, [
      lastName,
      groomer.id,
    ])
    .finally(() => db.end())
  await refreshGroomerPages({ uri: groomer.uri, cityUri: groomer.cityUri })
  for (const instance of [a, b])
    expect(await msUntilShown(`${instance.url}${profile}`, lastName)).toBeLessThanOrEqual(5_000)
})

test('50 attendees booking one slot through the load balancer and both instances: exactly one succeeds', async () => {
  test.setTimeout(120_000)
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    const clients = await createClients(lb.url, db, 50)
    const [slot] = (await freeSlots(lb.url, db, 60))
      .filter((candidate) => DateTime.fromISO(candidate.start) > DateTime.now().plus({ days: 3 }))
      .reverse()
    const targets = [lb.url, a.url, b.url]
    const statuses = await Promise.all(
      clients.map((client, i) => book(targets[i % targets.length], client, slot).then((answer) => answer.status)),
    )
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
  } finally {
    await db.end()
  }
})

test('a session made on A works on B, and wrong passwords are counted across instances', async ({ accounts }) => {
  const groomer = await accounts.groomer()
  const { token } = await signIn(a.url, groomer.email, groomer.password)
  const checked = await fetch(`${b.url}/api/v1/auth/user/check-logged`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(checked.status).toBe(200)
  expect((await fetch(`${b.url}/api/v1/auth/user/check-logged`)).status).toBe(401)

  const other = await accounts.groomer()
  // Five wrong passwords per account and address (SIGN_IN_FAILURES_PER_ACCOUNT), alternating instances.
  const wrong = []
  for (let i = 0; i < 5; i++)
    wrong.push((await signIn([a, b][i % 2].url, other.email, 'pas-le-bon-mot-de-passe')).status)
  expect(wrong).toEqual([401, 401, 401, 401, 401])
  expect((await signIn(b.url, other.email, other.password)).status).toBe(429)
  expect((await signIn(a.url, other.email, other.password)).status).toBe(429)
})

test('an instance stopped with SIGTERM finishes its requests, refuses new ones with 503, and the load balancer sends them to the other', async () => {
  test.setTimeout(120_000)
  const c = await startInstance(base + 14, TEST_LIMITS)
  const lb2 = await startLoadBalancer(base + 15, [`127.0.0.1:${base + 11}`, `127.0.0.1:${base + 14}`])
  try {
    // Cold city pages on C take a while to render: some are in flight when C is told to stop.
    const cities = [
      'paris',
      'lyon',
      'marseille',
      'toulouse',
      'nice',
      'nantes',
      'strasbourg',
      'montpellier',
      'bordeaux',
      'lille',
    ]
    // A request the instance had not read yet when it stopped is reset at the TCP level (the load balancer retries those).
    const inFlight = cities.map((city) =>
      fetch(`${c.url}/toiletteurs/${city}`).then(
        (r) => String(r.status),
        () => 'reset',
      ),
    )
    const throughLb = Array.from({ length: 40 }, (_, i) =>
      fetch(`${lb2.url}/toiletteurs/${cities[i % cities.length]}`).then((r) => r.status),
    )
    await new Promise((resolve) => setTimeout(resolve, 150))
    const stopped = c.stop('SIGTERM')
    // Asked of C itself: finished (200), or refused for the load balancer to retry (503, reset); never an error page.
    const direct = await Promise.all(inFlight)
    expect(
      direct.every((status) => ['200', '503', 'reset'].includes(status)),
      direct.join(','),
    ).toBe(true)
    // Through the load balancer: every one answered.
    const balanced = await Promise.all(throughLb)
    expect(
      balanced.every((status) => status === 200),
      balanced.join(','),
    ).toBe(true)
    expect(await stopped).toBe(143)
    const after = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${lb2.url}/toiletteurs/paris`).then((r) => r.status)),
    )
    expect(after).toEqual(after.map(() => 200))
  } finally {
    await lb2.stop()
    await c.stop('SIGKILL')
  }
})
