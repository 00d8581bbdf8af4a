import type { Payload } from 'payload'

let ready: Promise<Payload> | undefined

/** The run's Payload instance on the test database, migrated once. */
export function getTestPayload(): Promise<Payload> {
  ready ??= (async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('../../../payload.config')
    const { runMigrations } = await import('../../../scripts/db/migrate')
    const payload = await getPayload({ config })
    await runMigrations(payload)
    return payload
  })()
  return ready
}
