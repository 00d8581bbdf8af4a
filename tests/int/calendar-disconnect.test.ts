import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import type { AuthenticatedPerson } from '../../src/server/auth/tokens'
import { disconnect } from '../../src/server/calendarSync'
import { encryptCredentials } from '../../src/server/calendarSync/crypto'
import { getTestPayload } from './helpers/payload'
import { createGroomer } from '../../scripts/lib/people'

/**
 * A groomer disconnects a calendar while a pull of it is writing its busy times (the pull that
 * follows a connection, or the job's). Seen in CI as a deadlock that failed the disconnection.
 */
let payload: Payload
let pull: pg.Client

beforeAll(async () => {
  payload = await getTestPayload()
  pull = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await pull.connect()
})

afterAll(async () => {
  await pull.end()
})

it('a disconnection during a pull waits for it, then removes the connection and all its busy times', async () => {
  const groomer = await createGroomer(payload)
  const credentials = encryptCredentials({
    kind: 'caldav',
    serverUrl: 'https://caldav.example',
    username: 'u',
    password: 'p',
  })
  // System write: a connection as the sync service stores it, with one busy time already pulled.
  const connection = await payload.create({
    collection: 'calendar-connections',
    overrideAccess: true,
    data: {
      groomer: groomer.id,
      provider: 'icloud',
      accountLabel: 'deadlock',
      status: 'active',
      credentials,
      calendars: [{ remoteId: 'cal', name: 'Travail', busy: true }],
    },
  })
  const busy = (uid: string) =>
    pull.query(
      `insert into busy_times (connection_id, groomer_id, calendar_remote_id, uid, start, "end") values ($1, $2, 'cal', $3, now(), now() + interval '1 hour')
      on conflict (connection_id, calendar_remote_id, uid) do update set "end" = excluded."end"`,
      [connection.id, groomer.id, uid],
    )
  await busy('evt-1')

  // The pull, as applyPull runs it: the connection's row first, then its busy times.
  await pull.query('begin')
  await pull.query('select 1 from calendar_connections where id = $1 for no key update', [connection.id])
  const person = { ...groomer, collection: 'users' } as AuthenticatedPerson
  const disconnecting = disconnect(person, connection.id).then(
    () => null,
    (error: unknown) => error,
  )
  await new Promise((resolve) => setTimeout(resolve, 300))
  // The pull rewrites the busy time the disconnection may already have deleted, then commits.
  await busy('evt-1')
  await busy('evt-2')
  await pull.query('commit')

  expect(await disconnecting).toBeNull()
  expect(
    (await pull.query('select count(*)::int as n from calendar_connections where id = $1', [connection.id])).rows[0].n,
  ).toBe(0)
  expect(
    (await pull.query('select count(*)::int as n from busy_times where connection_id = $1', [connection.id])).rows[0].n,
  ).toBe(0)
})
