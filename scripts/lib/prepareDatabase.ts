/**
 * Applies the committed migrations, then the demo seed when asked. Imports the Payload config
 * only once the environment is complete (it is checked at import).
 */
export async function prepareDatabase({ seed }: { seed: boolean }): Promise<void> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const { runMigrations } = await import('../db/migrate')
  const payload = await getPayload({ config })
  try {
    await runMigrations(payload)
    if (seed) {
      const { seedDemo } = await import('../seed')
      const report = await seedDemo(payload)
      console.log(report.skipped ? 'Données de démonstration déjà en place.' : 'Données de démonstration créées.')
    }
  } finally {
    await payload.destroy()
    // The adapter's destroy leaves its pool open (and its first client checked out, so ending
    // cannot be awaited): close the idle clients and ignore errors of connections that die
    // when the database is later dropped or stopped in this process.
    const { pool } = payload.db
    pool.on('error', () => {})
    void pool.end().catch(() => {})
  }
}
