/**
 * The release step (dist/release.mjs): applies the committed migrations once, before the web
 * instances and workers of a new version start (they never migrate). `--seed-demo` then adds the
 * demo data (refused in production).
 */
import { loadDotEnv } from '../lib/environment'
import { prepareDatabase } from '../lib/prepareDatabase'

async function main() {
  loadDotEnv()
  const seed = process.argv.includes('--seed-demo')
  if (seed && process.env.NODE_ENV === 'production')
    throw new Error('Refusé : pas de données de démonstration en production.')
  const startedAt = performance.now()
  await prepareDatabase({ seed })
  console.log(`Base de données à jour (${((performance.now() - startedAt) / 1000).toFixed(1)} s).`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
