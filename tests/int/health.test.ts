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
    for (const [handler, path] of [[GET, '/api/v1/health'], [ready, '/api/v1/health/ready']] as const) {
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
