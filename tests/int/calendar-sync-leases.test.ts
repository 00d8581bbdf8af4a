import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { caldavProvider } from '../../src/integrations/calendar/providers/caldav'
import type { ProviderFactory } from '../../src/integrations/calendar/port'
import { registerProvider, syncAllConnections } from '../../src/server/calendarSync'
import { encryptCredentials } from '../../src/server/calendarSync/crypto'
import { claimNextConnection, releaseConnection } from '../../src/server/calendarSync/leases'
import { runJob } from '../../src/server/jobs/runner'
import { JOBS } from '../../src/server/jobs/registry'
import { getTestPayload } from './helpers/payload'
import { createGroomer } from '../../scripts/lib/people'

/**
 * The calendar-sync round shared by several workers on one database: each connection is claimed
 * (leased) by one worker, pulled once per round, and a dead worker's lease runs out. The provider
 * is a stand-in that counts its pulls and takes a little time, as a remote calendar would.
 */
let payload: Payload
const MINUTE = 60_000
const COUNT = 12
let calendars: string[] = []
const pulls = new Map<string, number>()

const slowCountingProvider: ProviderFactory = () => ({
  kind: 'icloud',
  listCalendars: async () => [],
  pullBusy: async (calendarId, cursor) => {
    pulls.set(calendarId, (pulls.get(calendarId) ?? 0) + 1)
    await new Promise((resolve) => setTimeout(resolve, 40))
    return { changed: [], removed: [], cursor: 'c1', full: cursor === null }
  },
  upsertEvent: async () => ({ remoteId: 'x' }),
  deleteEvent: async () => {},
})

const pulled = () => calendars.map((id) => pulls.get(id) ?? 0)

beforeAll(async () => {
  payload = await getTestPayload()
  // Connections other files left behind are not this file's: out of every round here.
  await payload.db.drizzle.execute(`update "calendar_connections" set "sync_due_at" = 'infinity'`)
  registerProvider('icloud', slowCountingProvider)
  const credentials = encryptCredentials({
    kind: 'caldav',
    serverUrl: 'https://caldav.example',
    username: 'u',
    password: 'p',
  })
  for (let i = 0; i < COUNT; i++) {
    const groomer = await createGroomer(payload)
    const remoteId = `bail-${groomer.id}`
    // System write: a connection as the sync service stores it.
    await payload.create({
      collection: 'calendar-connections',
      overrideAccess: true,
      data: {
        groomer: groomer.id,
        provider: 'icloud',
        accountLabel: remoteId,
        status: 'active',
        credentials,
        calendars: [{ remoteId, name: 'Travail', busy: true }],
      },
    })
    calendars.push(remoteId)
  }
})

beforeEach(() => pulls.clear())

afterAll(async () => {
  registerProvider('icloud', caldavProvider)
  await payload.db.drizzle.execute(
    `update "calendar_connections" set "status" = 'broken' where "account_label" like 'bail-%'`,
  )
  calendars = []
})

describe('the calendar-sync round across workers', () => {
  it('two workers at the same tick share the connections and pull each once; the next tick pulls each once again', async () => {
    const tick = new Date()
    const [a, b] = await Promise.all([
      syncAllConnections(tick, { worker: 'a', concurrency: 3 }),
      syncAllConnections(tick, { worker: 'b', concurrency: 3 }),
    ])
    expect(pulled()).toEqual(calendars.map(() => 1))
    expect(a.synced + b.synced).toBe(COUNT)
    expect(a.synced).toBeGreaterThan(0)
    expect(b.synced).toBeGreaterThan(0)
    const { rows } = await payload.db.drizzle.execute(
      `select count(*)::int as "leased" from "calendar_connections" where "sync_leased_by" is not null`,
    )
    expect(rows[0].leased).toBe(0)

    // A late worker at the same tick finds nothing left.
    expect(await syncAllConnections(tick, { worker: 'c' })).toMatchObject({ synced: 0 })
    expect(pulled()).toEqual(calendars.map(() => 1))

    pulls.clear()
    await Promise.all([
      syncAllConnections(new Date(tick.getTime() + 5 * MINUTE), { worker: 'a' }),
      syncAllConnections(new Date(tick.getTime() + 5 * MINUTE), { worker: 'b' }),
    ])
    expect(pulled()).toEqual(calendars.map(() => 1))
  })

  it('a connection leased by a worker that died is left alone until its lease runs out, then pulled', async () => {
    const tick = new Date(Date.now() + 60 * MINUTE)
    const held = await claimNextConnection(payload, 'mort', tick, tick)
    expect(held).not.toBeNull()
    const { rows } = await payload.db.drizzle.execute(
      `select "calendars"."remote_id" from "calendar_connections_calendars" "calendars" where "_parent_id" = ${held}`,
    )
    const heldCalendar = String(rows[0].remote_id)

    await syncAllConnections(new Date(tick.getTime() + 5 * MINUTE), { worker: 'b' })
    expect(pulls.get(heldCalendar)).toBeUndefined()
    expect(pulled().filter((n) => n === 1)).toHaveLength(COUNT - 1)

    pulls.clear()
    await syncAllConnections(new Date(tick.getTime() + 11 * MINUTE), { worker: 'b' })
    expect(pulled()).toEqual(calendars.map(() => 1))
  })

  it('a connection claimed late in a long round is due again at the next tick all the same', async () => {
    const tick = new Date(Date.now() + 90 * MINUTE)
    const late = await claimNextConnection(payload, 'lent', tick, new Date(tick.getTime() + 4.5 * MINUTE))
    await releaseConnection(payload, late!, 'lent')
    await syncAllConnections(new Date(tick.getTime() + 5 * MINUTE), { worker: 'b' })
    expect(pulled()).toEqual(calendars.map(() => 1))
  })

  it('the job runs in every worker without the advisory lock', async () => {
    const job = JOBS.find((candidate) => candidate.name === 'calendar-sync')!
    expect(job.shared).toBe(true)
    const tick = new Date(Date.now() + 120 * MINUTE)
    const [one, two] = await Promise.all([runJob(payload, job, tick), runJob(payload, job, tick)])
    expect([one.status, two.status]).toEqual(['done', 'done'])
    expect(pulled()).toEqual(calendars.map(() => 1))
  })
})
