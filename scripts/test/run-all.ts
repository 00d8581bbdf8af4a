import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { buildIfNeeded, run } from '../lib/build'

/**
 * `npm test`: the booking engine under five time zones, unit and integration tests on a fresh
 * PostgreSQL database, then end-to-end tests in Chromium against the production build.
 * Ends with one line `N passed, N failed` over every suite.
 */
const ROOT = process.cwd()
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name)
const results = path.join(ROOT, 'test-results')

type Counts = { passed: number; failed: number }

function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0 }
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number }
  return { passed: report.numPassedTests, failed: report.numFailedTests }
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0 }
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } }
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
}

async function main() {
  rmSync(results, { recursive: true, force: true })
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  const steps: { name: string; code: number }[] = []
  const step = async (name: string, action: () => Promise<number>) => {
    console.log(`\n━━ ${name}`)
    const started = performance.now()
    const code = await action()
    console.log(`━━ ${name} : ${code === 0 ? 'réussi' : `échec (code ${code})`} en ${((performance.now() - started) / 1000).toFixed(0)} s`)
    steps.push({ name, code })
  }

  await step('Moteur de réservation (5 fuseaux horaires)', () => run('npm', ['test', '--workspace', 'booking-engine', '--silent'], env))
  await step('Tests unitaires et d’intégration (PostgreSQL)', () =>
    run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'vitest.json')}`], env),
  )
  // Read now: Playwright empties test-results/ when it starts.
  const unitAndIntegration = vitestCounts(path.join(results, 'vitest.json'))
  await step('Construction de production', async () => {
    // The build imports the config, whose environment check needs values; it does not connect.
    process.env.DATABASE_URL ??= 'postgres://build:build@127.0.0.1:1/build'
    process.env.PAYLOAD_SECRET ??= 'build-secret-build-secret-build-secret'
    try {
      await buildIfNeeded()
      return 0
    } catch (error) {
      console.error(error)
      return 1
    }
  })
  if (steps.at(-1)?.code === 0) await step('Tests de bout en bout (Chromium)', () => run(bin('playwright'), ['test'], env))

  const engine = vitestCounts(path.join(ROOT, 'booking-engine/test-results/summary.json'))
  const totals = [engine, unitAndIntegration, playwrightCounts(path.join(results, 'e2e.json'))].reduce(
    (sum, counts) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed }),
    { passed: 0, failed: 0 },
  )
  const failedSteps = steps.filter((s) => s.code !== 0)
  for (const s of failedSteps) console.log(`Échec : ${s.name}`)
  const failed = Math.max(totals.failed, failedSteps.length)
  console.log(`\n${totals.passed} passed, ${failed} failed`)
  // A runner may exit 0 despite failed tests (a teardown that exits): the counts decide too.
  process.exit(failed === 0 ? 0 : 1)
}

main().catch((error: unknown) => {
  console.error(error)
  console.log('\n0 passed, 1 failed')
  process.exit(1)
})
