import { afterAll, describe, expect, it } from 'vitest'

import { replicaPool } from '../../src/server/db/readReplica'
import { getTestPayload } from './helpers/payload'

const replica = replicaPool(process.env.DATABASE_URL!, 1)
afterAll(() => replica.end())

describe('database sessions (decision 0076)', () => {
  it('the site and the replica pool open their sessions with JIT off', async () => {
    const payload = await getTestPayload()
    const site = await payload.db.pool.query<{ jit: string }>('show jit')
    expect(site.rows[0]!.jit).toBe('off')
    const read = await replica.query<{ jit: string }>('show jit')
    expect(read.rows[0]!.jit).toBe('off')
  })
})
