import type { Payload } from 'payload'
import type { SeedReport } from '../../../scripts/seed'

let ready: Promise<Payload> | undefined

/** The run's Payload instance on the test database, migrated once. */
export function getTestPayload(): Promise<Payload> {
  ready ??= (async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('../../../payload.config')
    const { runMigrations } = await import('../../../scripts/lib/migrate')
    const payload = await getPayload({ config })
    await runMigrations(payload)
    return payload
  })()
  return ready
}

let seeded: Promise<SeedReport> | undefined

/** The demo seed, run once per test run: the report of that first run, whichever file asked first. */
export function getSeededPayload(): Promise<{ payload: Payload; firstSeed: SeedReport }> {
  seeded ??= getTestPayload().then(async (payload) => {
    const { seedDemo } = await import('../../../scripts/seed')
    return seedDemo(payload)
  })
  return Promise.all([getTestPayload(), seeded]).then(([payload, firstSeed]) => ({ payload, firstSeed }))
}
