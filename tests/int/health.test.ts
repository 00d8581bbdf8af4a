import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '../../src/app/api/v1/health/route'
import { checkDatabase } from '../../src/server/health'
import { getTestPayload } from './helpers/payload'
import { getRequest } from './helpers/requests'

beforeAll(async () => {
  await getTestPayload()
})

describe('GET /api/v1/health', () => {
  it('answers 200 with the database status', async () => {
    const response = await GET(getRequest('/api/v1/health'))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { status: string; database: { ok: boolean } }
    expect(body).toMatchObject({ status: 'ok', database: { ok: true } })
  })

  it('reports an unreachable database within two seconds', async () => {
    const started = Date.now()
    const health = await checkDatabase('postgres://postgres:postgres@127.0.0.1:1/nothing')
    expect(health.ok).toBe(false)
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
