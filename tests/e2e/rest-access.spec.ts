import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import type { CollectionSlug, Payload, Where } from 'payload'

import { expect, test } from './helpers/accounts'

/**
 * Payload's REST is the admins' API (docs/decisions/0022). Over HTTP, against the built site, every
 * collection and global × anonymous / attendee / groomer (owner) / another groomer / admin ×
 * list, read, create, update, delete. A collection or global added without a line here fails.
 */
const ANONYMOUS_READ: Record<string, 'public' | 'none'> = {
  admins: 'none',
  users: 'public',
  attendees: 'none',
  teams: 'public',
  specialities: 'public',
  departments: 'public',
  cities: 'public',
  motives: 'public',
  'groomer-photos': 'public',
  availabilities: 'public',
  unavailabilities: 'none',
  holidays: 'none',
  'worked-public-holidays': 'none',
  appointments: 'none',
  reviews: 'public',
  'availability-requests': 'none',
  'calendar-entries': 'none',
  'calendar-connections': 'none',
  'busy-times': 'none',
  'calendar-pushes': 'none',
  posts: 'public',
  media: 'public',
  'mail-templates': 'none',
  'message-templates': 'none',
  calls: 'none',
  'customer-folders': 'none',
  'customer-attachments': 'none',
  sponsorships: 'none',
  'signup-requests': 'none',
  outbox: 'none',
  pages: 'public',
  'phone-verifications': 'none',
  'waitlist-subscriptions': 'none',
  'waitlist-holds': 'none',
  'payload-kv': 'none',
  'payload-locked-documents': 'none',
  'payload-preferences': 'none',
  'payload-migrations': 'none',
}
const GLOBALS: Record<string, 'public'> = { 'site-settings': 'public' }

type Role = 'anonymous' | 'attendee' | 'groomer' | 'otherGroomer' | 'admin'
const PEOPLE: Role[] = ['anonymous', 'attendee', 'groomer', 'otherGroomer']

test.describe.configure({ mode: 'serial' })
test.skip(({ isMobile }) => isMobile, 'one project is enough: the API does not depend on the screen')

let clients: Record<Role, APIRequestContext>
let ids: Record<string, number>
let groomerId: number
let attendeeId: number

async function client(baseURL: string, token?: string) {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: token ? { authorization: `Bearer ${token}` } : {} })
}

async function tokenOf(baseURL: string, path: string, data: unknown): Promise<string> {
  const anonymous = await client(baseURL)
  const response = await anonymous.post(path, { data })
  expect(response.status(), path).toBe(200)
  const { token } = (await response.json()) as { token: string }
  await anonymous.dispose()
  return token
}

/** True when the person's list of `slug` counts what an anonymous visitor's list counts, both read at once. */
async function sameListCounts(anonymous: APIRequestContext, person: APIRequestContext, slug: string): Promise<boolean> {
  const [seen, anonymousCount] = await Promise.all(
    [person, anonymous].map(async (api) => {
      const list = await api.get(`/api/${slug}?limit=3&depth=0`)
      expect(list.status(), `lists ${slug}`).toBe(200)
      return ((await list.json()) as { totalDocs: number }).totalDocs
    }),
  )
  return seen === anonymousCount
}

/** One row of each collection, the test groomer's own where a collection belongs to groomers. */
async function rowsOf(payload: Payload, owner: number): Promise<Record<string, number>> {
  const found: Record<string, number> = {}
  for (const collection of payload.config.collections) {
    const slug = collection.slug as CollectionSlug
    const owned = collection.flattenedFields.some((field) => field.name === 'groomer')
    const where: Where = owned ? { groomer: { equals: owner } } : slug === 'users' ? { id: { equals: owner } } : {}
    const { docs } = await payload.find({
      collection: slug,
      where,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    found[slug] = Number((docs[0] as { id?: number } | undefined)?.id ?? 1)
  }
  return found
}

/** The row as stored, without its sign-in sessions: another test signing that admin in is not a write through REST. */
const updatedAt = async (payload: Payload, slug: string, id: number) => {
  const row = await payload
    .findByID({ collection: slug as CollectionSlug, id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!row) return 'null'
  const { sessions: _sessions, ...stored } = row as unknown as Record<string, unknown>
  return JSON.stringify(stored)
}

test('every collection and global is listed in the matrix', async ({ accounts }) => {
  const slugs = accounts.payload.config.collections.map((collection) => collection.slug).sort()
  expect(slugs).toEqual(Object.keys(ANONYMOUS_READ).sort())
  expect(accounts.payload.config.globals.map((global) => global.slug).sort()).toEqual(Object.keys(GLOBALS).sort())
})

test.describe('as each kind of person', () => {
  test('non-admins read only what is public, and write nothing; admins do both', async ({ accounts, baseURL }) => {
    test.setTimeout(240_000)
    const [groomer, other, attendee, admin] = await Promise.all([
      accounts.groomer(),
      accounts.groomer(),
      accounts.attendee(),
      accounts.admin(),
    ])
    groomerId = groomer.id
    attendeeId = attendee.id
    const base = baseURL ?? ''
    clients = {
      anonymous: await client(base),
      groomer: await client(
        base,
        await tokenOf(base, '/api/v1/login', { user: { username: groomer.email, password: groomer.password } }),
      ),
      otherGroomer: await client(
        base,
        await tokenOf(base, '/api/v1/login', { user: { username: other.email, password: other.password } }),
      ),
      attendee: await client(
        base,
        await tokenOf(base, '/api/v1/auth/attendee/login', { email: attendee.email, password: attendee.password }),
      ),
      admin: await client(
        base,
        await tokenOf(base, '/api/admins/login', { email: admin.email, password: admin.password }),
      ),
    }
    ids = await rowsOf(accounts.payload, groomer.id)
    const { payload } = accounts

    for (const [slug, policy] of Object.entries(ANONYMOUS_READ)) {
      const id = ids[slug]
      const anonymousList = await clients.anonymous.get(`/api/${slug}?limit=3&depth=0`)
      expect(anonymousList.status(), `anonymous lists ${slug}`).toBe(policy === 'public' ? 200 : 403)
      const before = await updatedAt(payload, slug, id)

      for (const role of PEOPLE) {
        const api = clients[role]
        // A token changes nothing over REST: the person reads what an anonymous visitor reads. Both
        // lists are read at the same moment, and again if another test added a row in between.
        if (policy === 'public') {
          await expect(async () =>
            expect(await sameListCounts(clients.anonymous, api, slug), `${role} lists ${slug}`).toBe(true),
          ).toPass({ timeout: 10_000 })
        } else {
          expect((await api.get(`/api/${slug}?limit=3&depth=0`)).status(), `${role} lists ${slug}`).toBe(403)
          expect([403, 404], `${role} reads ${slug}/${id}`).toContain((await api.get(`/api/${slug}/${id}`)).status())
        }
        expect([403, 404], `${role} creates in ${slug}`).toContain(
          (await api.post(`/api/${slug}`, { data: {} })).status(),
        )
        expect([403, 404], `${role} updates ${slug}/${id}`).toContain(
          (await api.patch(`/api/${slug}/${id}`, { data: {} })).status(),
        )
        expect([403, 404], `${role} deletes ${slug}/${id}`).toContain((await api.delete(`/api/${slug}/${id}`)).status())
      }
      expect(await updatedAt(payload, slug, id), `${slug}/${id} unchanged`).toBe(before)
      if (!slug.startsWith('payload-'))
        expect((await clients.admin.get(`/api/${slug}?limit=1&depth=0`)).status(), `admin lists ${slug}`).toBe(200)
    }

    for (const slug of Object.keys(GLOBALS)) {
      for (const role of PEOPLE) {
        expect((await clients[role].get(`/api/globals/${slug}`)).status(), `${role} reads ${slug}`).toBe(200)
        expect([403, 404], `${role} updates ${slug}`).toContain(
          (await clients[role].post(`/api/globals/${slug}`, { data: {} })).status(),
        )
      }
      expect((await clients.admin.get(`/api/globals/${slug}`)).status()).toBe(200)
    }
  })

  test('the writes attackers tried are refused, and nothing changes', async ({ accounts }) => {
    const { payload } = accounts
    const practice = await accounts.practice()
    const own = (await payload.findByID({ collection: 'users', id: groomerId, depth: 0, overrideAccess: true })) as {
      team?: unknown
      published?: boolean
    }
    const attempts: [Role, 'post' | 'patch', string, unknown][] = [
      ['groomer', 'patch', `/api/users/${groomerId}`, { team: practice.id }],
      ['groomer', 'patch', `/api/users/${groomerId}`, { published: !own.published }],
      [
        'groomer',
        'post',
        '/api/appointments',
        {
          groomer: groomerId,
          attendee: attendeeId,
          start: '2030-01-08T09:00:00Z',
          end: '2030-01-08T10:00:00Z',
          status: 'confirmed',
        },
      ],
      ['groomer', 'post', '/api/sponsorships', { referredEmail: 'ami@example.fr', status: 'subscribed' }],
      ['groomer', 'patch', `/api/motives/${ids.motives}`, { title: 'Pirate' }],
      ['attendee', 'patch', `/api/attendees/${attendeeId}`, { email: 'pirate@example.fr', password: 'Pirate-2026!' }],
      ['attendee', 'patch', `/api/attendees/${attendeeId}`, { phone: '+33600000000' }],
    ]
    // Other tests write at the same time: only this test's people and their records are compared.
    const snapshot = async () =>
      JSON.stringify([
        await payload.findByID({ collection: 'users', id: groomerId, depth: 0, overrideAccess: true }),
        await payload.findByID({ collection: 'attendees', id: attendeeId, depth: 0, overrideAccess: true }),
        await payload.findByID({ collection: 'motives', id: ids.motives, depth: 0, overrideAccess: true }),
        (
          await payload.count({
            collection: 'appointments',
            where: { attendee: { equals: attendeeId } },
            overrideAccess: true,
          })
        ).totalDocs,
        (
          await payload.count({
            collection: 'sponsorships',
            where: { groomer: { equals: groomerId } },
            overrideAccess: true,
          })
        ).totalDocs,
      ])
    const before = await snapshot()
    for (const [role, method, path, data] of attempts) {
      const response = await clients[role][method](path, { data })
      expect([403, 404], `${role} ${method} ${path} ${JSON.stringify(data)}`).toContain(response.status())
    }
    expect(await snapshot()).toBe(before)
  })

  test('sessions, hashes and private fields are never returned to non-admins nor usable in a filter', async () => {
    for (const role of PEOPLE) {
      const filtered = await clients[role].get('/api/users?where[sessions.id][exists]=true&depth=0')
      expect([400, 403], `${role} filters on sessions`).toContain(filtered.status())
      expect([400, 403], `${role} filters on hash`).toContain(
        (await clients[role].get('/api/users?where[hash][like]=a')).status(),
      )
      const list = await clients[role].get('/api/users?limit=50&depth=0')
      for (const doc of ((await list.json()) as { docs: Record<string, unknown>[] }).docs) {
        // Payload writes an array it may not show as `[]`.
        expect(doc.sessions ?? [], `${role} sees sessions`).toEqual([])
        for (const secret of ['hash', 'salt', 'resetPasswordToken', 'loginAttempts', 'lockUntil', 'email'])
          expect(doc, `${role} sees ${secret}`).not.toHaveProperty(secret)
      }
    }
  })

  test('people have no sign-in, session or account route on Payload', async ({ accounts }) => {
    const groomer = await accounts.groomer()
    for (const path of [
      '/api/users/login',
      '/api/attendees/login',
      '/api/users/forgot-password',
      '/api/attendees/reset-password',
      '/api/users/refresh-token',
    ]) {
      expect(
        (await clients.anonymous.post(path, { data: { email: groomer.email, password: groomer.password } })).status(),
        path,
      ).toBe(404)
    }
    expect((await clients.groomer.get('/api/users/me')).status()).toBe(404)
    expect((await clients.attendee.get('/api/attendees/me')).status()).toBe(404)
    // GraphQL is off: no second query language over the same data.
    const graphql = await clients.groomer.post('/api/graphql', { data: { query: '{ Users { docs { id email } } }' } })
    expect(graphql.status()).toBeGreaterThanOrEqual(400)
    expect(graphql.status()).toBeLessThan(500)
  })

  test('bad input to Payload routes is a 4xx, never a 500', async () => {
    const cases: [Role, 'get' | 'post', string, { data?: unknown; headers?: Record<string, string> }, number[]][] = [
      ['anonymous', 'get', '/api/users/abc', {}, [404]],
      ['admin', 'get', '/api/users/abc', {}, [404]],
      ['admin', 'get', '/api/users/99999999999', {}, [404]],
      ['admin', 'get', '/api/appointments/2147483648', {}, [404]],
      ['anonymous', 'get', '/api/users?page=-1', {}, [400]],
      ['admin', 'get', '/api/users?limit=abc', {}, [400]],
      ['anonymous', 'get', '/api/media/file/absent-file.jpg', {}, [404]],
      ['anonymous', 'post', '/api/attendees', { data: 'text', headers: { 'content-type': 'text/plain' } }, [415]],
      ['admin', 'post', '/api/specialities', { data: { name: 'Bain\u0000', uri: 'bain-nul' } }, [400]],
      ['admin', 'get', '/api/users?where[id][equals]=abc', {}, [200, 400, 404]],
      ['admin', 'get', '/api/payload-migrations', {}, [404]],
    ]
    for (const [role, method, path, options, expected] of cases) {
      const response = await clients[role][method](path, options)
      expect(expected, `${role} ${method} ${path}`).toContain(response.status())
    }
  })

  test.afterAll(async () => {
    for (const api of Object.values(clients ?? {})) await api.dispose()
  })
})
