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
  }
}
