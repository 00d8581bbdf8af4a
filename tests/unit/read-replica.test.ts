import { describe, expect, it } from 'vitest'

import {
  readingFromPrimary,
  readingFromReplica,
  REPLICA_REST_MS,
  replicaRead,
  routeReadsToReplica,
} from '../../src/server/db/readReplica'

type Pool = { query: (...args: unknown[]) => Promise<unknown>; calls: string[] }

/** A pool that records the texts it is asked and answers who it is (or fails as told). */
function pool(name: string, fail?: () => unknown): Pool {
  const calls: string[] = []
  return {
    calls,
    query: async (text: unknown) => {
      calls.push(String(text))
      if (fail) {
        const error = fail()
        if (error) throw error
      }
      return { rows: [{ from: name }] }
    },
  }
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' })

describe('reads routed to the replica', () => {
  it('sends reads of a replica chain to the replica and everything else to the primary', async () => {
    const primary = pool('primary')
    const replica = pool('replica')
    const restore = routeReadsToReplica(primary as never, replica as never)
    await primary.query('select outside')
    await readingFromReplica(() => primary.query('select public'))
    const publicRead = replicaRead(async (id: number) => primary.query(`select groomer ${id}`))
    await publicRead(7)
    // A person who has just written: pinned to the primary, even through a public read.
    await readingFromPrimary(() => publicRead(8))
    expect(replica.calls).toEqual(['select public', 'select groomer 7'])
    expect(primary.calls).toEqual(['select outside', 'select groomer 8'])
    restore()
  })

  it('answers from the primary when the replica fails, and rests the replica after a lost connection', async () => {
    let clock = 1_000_000
    let down = true
    const primary = pool('primary')
    const replica = pool('replica', () => (down ? refused() : null))
    const rests: unknown[] = []
    const restore = routeReadsToReplica(primary as never, replica as never, {
      now: () => clock,
      onRest: (error) => rests.push(error),
    })
    const read = () => readingFromReplica(() => primary.query('select city'))
    expect(await read()).toEqual({ rows: [{ from: 'primary' }] })
    expect(await read()).toEqual({ rows: [{ from: 'primary' }] })
    // Tried once, then left alone while it rests; one warning.
    expect(replica.calls).toHaveLength(1)
    expect(rests).toHaveLength(1)
    down = false
    clock += REPLICA_REST_MS
    expect(await read()).toEqual({ rows: [{ from: 'replica' }] })
    restore()
  })

  it('runs again on the primary a statement the replica refuses (a write), without resting it', async () => {
    const primary = pool('primary')
    const replica = pool('replica', () =>
      Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' }),
    )
    const restore = routeReadsToReplica(primary as never, replica as never)
    expect(await readingFromReplica(() => primary.query('insert into x'))).toEqual({ rows: [{ from: 'primary' }] })
    expect(await readingFromReplica(() => primary.query('insert into y'))).toEqual({ rows: [{ from: 'primary' }] })
    expect(replica.calls).toEqual(['insert into x', 'insert into y'])
    restore()
  })

  it('gives the primary its own query back', async () => {
    const primary = pool('primary')
    const replica = pool('replica')
    routeReadsToReplica(primary as never, replica as never)()
    await readingFromReplica(() => primary.query('select after'))
    expect(replica.calls).toEqual([])
  })
})
