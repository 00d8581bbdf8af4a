import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startInvalidationFeed } from '../../src/server/cache/invalidationFeed'
import { invalidatedAt, isFrontCopyStale } from '../../src/server/cache/invalidationMirror'
import { invalidationsWritten, publishInvalidations, recordInvalidations } from '../../src/server/cache/invalidations'
import { getTestPayload } from './helpers/payload'

/** What another process (an instance, the jobs worker) writes to the shared log reaches this one within about a second. */
let db: pg.Client

beforeAll(async () => {
  await getTestPayload()
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  startInvalidationFeed()
})

afterAll(async () => {
  await db.end()
})

const write = (tag: string) =>
  db.query(
    `INSERT INTO page_invalidations (tag, at) VALUES ($1, clock_timestamp()) ON CONFLICT (tag) DO UPDATE SET at = EXCLUDED.at`,
    [tag],
  )

async function waitUntil(check: () => boolean, limitMs = 3_000) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > limitMs) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}

describe('the shared invalidation feed', () => {
  it('applies a groomer’s pages written by another process to this process’s copies, and only those', async () => {
    const before = Date.now()
    await write('front:/toiletteur/feed-test')
    expect(await waitUntil(() => (invalidatedAt('front:/toiletteur/feed-test') ?? 0) >= before)).toBe(true)
    expect(isFrontCopyStale('/toiletteur/feed-test/~d1', before - 1)).toBe(true)
    expect(invalidatedAt('front:/toiletteur/feed-test-other')).toBeUndefined()
  })

  it('applies a change once: reading the log again does not make newer copies stale', async () => {
    await write('front:/toiletteurs/feed-city')
    expect(await waitUntil(() => invalidatedAt('front:/toiletteurs/feed-city') !== undefined)).toBe(true)
    const first = invalidatedAt('front:/toiletteurs/feed-city')
    await new Promise((resolve) => setTimeout(resolve, 2_200))
    expect(invalidatedAt('front:/toiletteurs/feed-city')).toBe(first)
    await write('front:/toiletteurs/feed-city')
    expect(await waitUntil(() => invalidatedAt('front:/toiletteurs/feed-city') !== first)).toBe(true)
  })

  it('concurrent writes of the same tags in different orders are all recorded (no deadlock between bookings)', async () => {
    const tags = Array.from({ length: 30 }, (_, i) => `front:/toiletteur/deadlock-${i}`)
    const shuffled = () => [...tags].sort(() => Math.random() - 0.5)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const before = Date.now()
      await Promise.all(
        Array.from({ length: 60 }, (_, i) => recordInvalidations(i % 2 ? shuffled() : [...tags].reverse())),
      )
      expect(errors).not.toHaveBeenCalled()
      const { rows } = await db.query<{ count: string }>(
        `SELECT count(*) FROM page_invalidations WHERE tag = ANY($1) AND at >= to_timestamp($2 / 1000.0)`,
        [tags, before],
      )
      expect(Number(rows[0]?.count)).toBe(tags.length)
    } finally {
      errors.mockRestore()
    }
  })

  it('a publication is written twice, the second time about 2 s later, and invalidationsWritten waits for both', async () => {
    const tag = 'front:/toiletteur/written-twice'
    const started = Date.now()
    void publishInvalidations([tag])
    await invalidationsWritten()
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900)
    const { rows } = await db.query<{ at: Date }>(`SELECT at FROM page_invalidations WHERE tag = $1`, [tag])
    expect(rows[0]?.at.getTime()).toBeGreaterThanOrEqual(started + 1_500)
  })
})
