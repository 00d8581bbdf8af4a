import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ADMIN, DEMO_ATTENDEE, DEMO_GROOMER, type SeedReport, seedDemo } from '../../scripts/seed'
import { ARTICLES, articleUri } from '../../scripts/seed/articles'
import { GROOMER_EMAIL_DOMAIN } from '../../scripts/seed/plan'
import { SEEDED_COLLECTIONS, type SeedCounts } from '../../scripts/seed/report'
import { PRACTICES } from '../../scripts/seed/practices'
import { getSeededPayload } from './helpers/payload'

// The integration database is shared with the other test files: the assertions on groomers,
// practices and posts only count the seed's own documents (matched on their unique keys).
const seedGroomers: Where = {
  or: [{ email: { like: `@${GROOMER_EMAIL_DOMAIN}` } }, { email: { equals: DEMO_GROOMER.email } }],
}

/** Seeding takes about 15 s on two idle cores (two password hashes, the rest shares one). */
const SEED_TIMEOUT = 150_000

let payload: Payload
let first: SeedReport

const totals = async (): Promise<SeedCounts> => {
  const entries = await Promise.all(
    SEEDED_COLLECTIONS.map(
      async (collection) =>
        [collection, (await payload.count({ collection, overrideAccess: true })).totalDocs] as const,
    ),
  )
  return Object.fromEntries(entries) as SeedCounts
}

beforeAll(async () => {
  ;({ payload, firstSeed: first } = await getSeededPayload())
}, SEED_TIMEOUT)

describe('the demo seed', () => {
  it('creates the whole geography', async () => {
    expect(first.skipped).toBe(false)
    expect((await payload.count({ collection: 'departments' })).totalDocs).toBeGreaterThanOrEqual(100)
    expect((await payload.count({ collection: 'cities' })).totalDocs).toBeGreaterThanOrEqual(400)
    const paris = await payload.find({ collection: 'cities', where: { uri: { equals: 'paris' } }, depth: 0 })
    expect(paris.docs[0]?.inseeCode).toBe('75056')
    expect(paris.docs[0]?.postcodes).toContain('75001')
    expect(paris.docs[0]?.searchName).toBe('paris')
  })

  it('creates about 200 published groomers spread over at least 30 cities', async () => {
    const groomers = await payload.find({
      collection: 'users',
      where: { and: [seedGroomers, { published: { equals: true } }] },
      pagination: false,
      depth: 0,
      select: { city: true },
      overrideAccess: true,
    })
    expect(groomers.docs.length).toBeGreaterThanOrEqual(195)
    expect(groomers.docs.length).toBeLessThanOrEqual(210)
    const cities = new Set(
      groomers.docs.flatMap(({ city }) => (city == null ? [] : [typeof city === 'object' ? city.id : city])),
    )
    expect(cities.size).toBeGreaterThanOrEqual(30)
    expect(first.created.motives).toBeGreaterThanOrEqual(2 * groomers.docs.length)
    expect(first.created.availabilities).toBeGreaterThan(0)
  })

  it('writes generated groomers as Payload reads them: public profile with relations and display name', async () => {
    const generated = await payload.find({
      collection: 'users',
      overrideAccess: true,
      depth: 0,
      limit: 3,
      sort: '-id',
      where: { email: { like: `@${GROOMER_EMAIL_DOMAIN}` } },
    })
    const { docs } = await payload.find({
      collection: 'users',
      overrideAccess: false,
      depth: 1,
      where: { id: { in: generated.docs.map((doc) => doc.id) } },
    })
    expect(docs).toHaveLength(3)
    for (const groomer of docs) {
      expect(groomer.displayName).toBe(`${groomer.firstName} ${groomer.lastName}`)
      expect(typeof groomer.city === 'object' && groomer.city?.name).toBeTruthy()
      expect(groomer.specialities?.length).toBeGreaterThan(0)
      expect(groomer.email).toBeUndefined()
    }
  })

  it('creates 10 published guide articles and 2 practices', async () => {
    const uris = ARTICLES.map(articleUri)
    const posts = await payload.count({
      collection: 'posts',
      where: { uri: { in: uris }, published: { equals: true } },
    })
    expect(posts.totalDocs).toBe(10)
    const practices = await payload.count({
      collection: 'teams',
      where: { code: { in: PRACTICES.map((practice) => practice.code) } },
    })
    expect(practices.totalDocs).toBe(2)
  })

  it('lets the three demo accounts log in', async () => {
    const admin = await payload.login({
      collection: 'admins',
      data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    })
    expect(admin.token).toBeTruthy()
    const groomer = await payload.login({
      collection: 'users',
      data: { email: DEMO_GROOMER.email, password: DEMO_GROOMER.password },
    })
    expect(groomer.user?.uri).toBe('camille-martin-paris')
    const attendee = await payload.login({
      collection: 'attendees',
      data: { email: DEMO_ATTENDEE.email, password: DEMO_ATTENDEE.password },
    })
    expect(attendee.user?.phoneVerified).toBe(true)
  })

  it('gives the demo groomer and other Paris groomers published verified reviews, and leaves a few for moderation', async () => {
    const demo = await payload.find({
      collection: 'users',
      overrideAccess: true,
      limit: 1,
      depth: 0,
      where: { email: { equals: DEMO_GROOMER.email } },
    })
    const published = await payload.find({
      collection: 'reviews',
      overrideAccess: false,
      depth: 0,
      pagination: false,
      where: { status: { equals: 'published' } },
    })
    const ofDemo = published.docs.filter((review) => review.groomer === demo.docs[0]?.id)
    expect(ofDemo.length).toBeGreaterThanOrEqual(3)
    expect(new Set(published.docs.map((review) => review.groomer)).size).toBeGreaterThanOrEqual(5)
    expect(published.docs.some((review) => review.reply?.status === 'published' && review.reply.text)).toBe(true)
    const pending = await payload.find({
      collection: 'reviews',
      overrideAccess: true,
      depth: 1,
      pagination: false,
      where: { status: { equals: 'pending' } },
    })
    expect(pending.docs.length).toBeGreaterThanOrEqual(3)
    // Each review stands on a finished appointment of its author with that groomer.
    for (const review of [...pending.docs]) {
      const appointment = review.appointment as { visitStatus?: string; attendee?: unknown; groomer?: unknown }
      expect(appointment.visitStatus).toBe('finished')
    }
  })

  it(
    'changes nothing when run a second time',
    async () => {
      const before = await totals()
      const second = await seedDemo(payload)
      expect(second.skipped).toBe(true)
      expect(Object.values(second.created).every((count) => count === 0)).toBe(true)
      expect(await totals()).toEqual(before)
      expect(second.durationMs).toBeLessThan(5_000)
    },
    SEED_TIMEOUT,
  )
})
