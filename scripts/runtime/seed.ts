/**
 * CLI of the demo seed (`npm run seed`, dist/seed.mjs) `[--force-demo]`.
 * Needs DATABASE_URL and PAYLOAD_SECRET; refuses to run in production unless --force-demo is given.
 */
import { getPayload } from 'payload'

import { type SeedReport, seedDemo } from '../seed'

const summary = (report: SeedReport): string => {
  const parts = Object.entries(report.created)
    .filter(([, count]) => count > 0)
    .map(([collection, count]) => `${collection} ${count}`)
  const what = report.skipped ? 'rien à créer, tout est déjà en place' : `créés : ${parts.join(', ')}`
  return `Seed de démonstration terminé en ${(report.durationMs / 1000).toFixed(1)} s — ${what}.`
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production' && !process.argv.includes('--force-demo')) {
    console.error(
      'Refusé : le seed de démonstration crée des comptes aux mots de passe publics et ne doit pas être lancé en production. ' +
        'Ajoutez --force-demo si vous êtes certain de vouloir le faire.',
    )
    process.exit(1)
  }
  const { default: config } = await import('../../payload.config')
  const payload = await getPayload({ config })
  const verbose = process.argv.includes('--verbose')
  const report = await seedDemo(payload, { log: verbose ? (line) => console.log(`  ${line}`) : undefined })
  console.log(summary(report))
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Échec du seed de démonstration :', error)
    process.exit(1)
  },
)
