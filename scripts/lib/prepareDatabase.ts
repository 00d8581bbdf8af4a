import type { Payload } from 'payload'

/**
 * Applies the committed migrations, then the demo seed when asked. Imports the Payload config
 * only once the environment is complete (it is checked at import). With `keepOpen` the instance
 * stays up and is answered (the caller runs the scheduled jobs on it); otherwise it is closed.
 */
export async function prepareDatabase({
  seed,
  keepOpen = false,
}: {
  seed: boolean
  keepOpen?: boolean
}): Promise<Payload | null> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const { runMigrations } = await import('./migrate')
  const payload = await getPayload({ config })
  let failed = true
  try {
    await runMigrations(payload)
    if (seed) await seedDemoData(payload)
    failed = false
  } finally {
    if (failed || !keepOpen) await closePayload(payload)
  }
  return keepOpen ? payload : null
}

/** The demo data (idempotent: a second run only checks that it is there). */
export async function seedDemoData(payload: Payload): Promise<void> {
  const { seedDemo } = await import('../seed')
  const report = await seedDemo(payload)
  console.log(report.skipped ? 'Données de démonstration déjà en place.' : 'Données de démonstration créées.')
}

/**
 * The adapter's destroy leaves its pool open (and its first client checked out, so ending cannot
 * be awaited): close the idle clients and ignore errors of connections that die when the
 * database is later dropped or stopped in this process.
 */
export async function closePayload(payload: Payload): Promise<void> {
  await payload.destroy()
  // Payload keeps its instances in a process-wide cache: forget this one, so that the next
  // getPayload of the process (a benchmark running jobs in process) starts anew instead of
  // being handed the closed instance.
  const cache = (globalThis as { _payload?: Map<string, { payload: unknown }> })._payload
  for (const [key, entry] of cache ?? []) if (entry.payload === payload) cache?.delete(key)
  const { pool } = payload.db
  // Their end is expected now: not the warning of a connection lost while running.
  pool.removeAllListeners('error')
  pool.on('error', () => {})
  void pool.end().catch(() => {})
}
