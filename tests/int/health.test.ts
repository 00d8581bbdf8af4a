import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as live } from '../../src/app/api/v1/health/live/route'
import { GET as ready } from '../../src/app/api/v1/health/ready/route'
import { GET } from '../../src/app/api/v1/health/route'
import { checkDatabase } from '../../src/server/health'
import { startDraining } from '../../src/server/observability/draining'
import { getTestPayload } from './helpers/payload'
import { getRequest } from './helpers/requests'

beforeAll(async () => {
  await getTestPayload()
})

describe('health: liveness and readiness', () => {
  it('readiness answers 200 with the database status, under /health and /health/ready', async () => {
    for (const [handler, path] of [
      [GET, '/api/v1/health'],
      [ready, '/api/v1/health/ready'],
    ] as const) {
      const response = await handler(getRequest(path))
      expect(response.status).toBe(200)
      const body = (await response.json()) as { status: string; database: { ok: boolean } }
      expect(body).toMatchObject({ status: 'ok', database: { ok: true } })
    }
  })

  it('reports an unreachable database within two seconds', async () => {
    const started = Date.now()
    const health = await checkDatabase('postgres://postgres:postgres@127.0.0.1:1/nothing')
    expect(health.ok).toBe(false)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('a database without the committed migrations is not ready, and names them', async () => {
    const other = new URL(process.env.DATABASE_URL!)
    other.pathname = '/postgres'
    const health = await checkDatabase(other.toString())
    expect(health.ok).toBe(false)
    expect(health.pendingMigrations).toContain('20261124_120000_page_invalidations')
  })

  it('once stopping, readiness answers 503 and liveness still 200', async () => {
    startDraining()
    const response = await ready(getRequest('/api/v1/health/ready'))
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 'draining' })
    expect((await live(getRequest('/api/v1/health/live'))).status).toBe(200)
  })
})

describe('a connection the database ends', () => {
  it('does not bring the process down: the pool drops it and the next query opens another', async () => {
    const payload = await getTestPayload()
    const pool = payload.db.pool
    // Two connections checked out at once, then idle in the pool.
    const [first, second] = await Promise.all([pool.connect(), pool.connect()])
    const pids = [first, second].map((client) => (client as unknown as { processID: number }).processID)
    first.release()
    second.release()
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    const before = pool.totalCount
    try {
      // What a restart or a failover does to them.
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids])
      await expect.poll(() => pool.totalCount, { timeout: 2000 }).toBe(before - 2)
    } finally {
      await admin.end()
    }
    const { rows } = await pool.query('select 1 as "one"')
    expect(rows).toEqual([{ one: 1 }])
  })
})
