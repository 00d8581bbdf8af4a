import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** What `npm test` reads of each runner's JSON report: counts, and the names of the failed tests. */
export type Counts = { passed: number; failed: number; failedNames: string[] }

type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  testResults: { name: string; status: string; message: string; assertionResults: { fullName: string; status: string }[] }[]
}

export function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0, failedNames: [] }
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport
  const failedNames: string[] = []
  let brokenFiles = 0
  for (const suite of report.testResults) {
    const file = path.relative(process.cwd(), suite.name)
    const failedTests = suite.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failedTests) failedNames.push(`${file} › ${test.fullName}`)
    // A file that fails outside its tests (import error, hook) fails the run without a failed test.
    if (suite.status === 'failed' && failedTests.length === 0) {
      brokenFiles += 1
      failedNames.push(`${file} › ${suite.message.split('\n')[0] || 'échec hors des tests'}`)
    }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles, failedNames }
}

/** The engine's runner writes one report per time zone. */
export function engineCounts(dir: string): Counts {
  if (!existsSync(dir)) return { passed: 0, failed: 0, failedNames: [] }
  const zones = readdirSync(dir).filter((file) => file.endsWith('.json'))
  return sum(zones.map((file) => {
    const counts = vitestCounts(path.join(dir, file))
    return { ...counts, failedNames: counts.failedNames.map((name) => `[TZ ${file.replace('.json', '')}] ${name}`) }
  }))
}

type PlaywrightSuite = { title: string; specs?: { title: string; tests: { projectName: string; status: string }[] }[]; suites?: PlaywrightSuite[] }

export function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0, failedNames: [] }
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number }; suites: PlaywrightSuite[] }
  const failedNames: string[] = []
  const walk = (suite: PlaywrightSuite, trail: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected') failedNames.push(`[${test.projectName}] ${[...trail, spec.title].join(' › ')}`)
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title])
  }
  for (const suite of report.suites) walk(suite, [suite.title])
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, failedNames }
}

export const sum = (all: Counts[]): Counts =>
  all.reduce((total, counts) => ({ passed: total.passed + counts.passed, failed: total.failed + counts.failed, failedNames: [...total.failedNames, ...counts.failedNames] }), {
    passed: 0,
    failed: 0,
    failedNames: [],
  })

