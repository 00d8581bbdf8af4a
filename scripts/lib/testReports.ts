import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** What `npm test` reads of each runner's JSON report: counts, and the names of the failed tests. */
export type Counts = { passed: number; failed: number; failedNames: string[] }

type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  testResults: {
    name: string
    status: string
    message: string
    assertionResults: { fullName: string; status: string }[]
  }[]
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
  return sum(
    zones.map((file) => {
      const counts = vitestCounts(path.join(dir, file))
      return { ...counts, failedNames: counts.failedNames.map((name) => `[TZ ${file.replace('.json', '')}] ${name}`) }
    }),
  )
}

type PlaywrightSuite = {
  title: string
  specs?: { title: string; tests: { projectName: string; status: string }[] }[]
  suites?: PlaywrightSuite[]
}

export function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0, failedNames: [] }
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number }
    suites: PlaywrightSuite[]
  }
  const failedNames: string[] = []
  const walk = (suite: PlaywrightSuite, trail: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected')
          failedNames.push(`[${test.projectName}] ${[...trail, spec.title].join(' › ')}`)
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title])
  }
  for (const suite of report.suites) walk(suite, [suite.title])
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, failedNames }
}

export const sum = (all: Counts[]): Counts =>
  all.reduce(
    (total, counts) => ({
      passed: total.passed + counts.passed,
      failed: total.failed + counts.failed,
      failedNames: [...total.failedNames, ...counts.failedNames],
    }),
    {
      passed: 0,
      failed: 0,
      failedNames: [],
    },
  )

export type TimedTest = { name: string; seconds: number }

/** Every test of a vitest or Playwright JSON report with its duration, for the slowest list. */
export function slowestTests(file: string, kind: 'vitest' | 'playwright'): TimedTest[] {
  if (!existsSync(file)) return []
  if (kind === 'vitest') {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[]
    }
    return report.testResults.flatMap((suite) =>
      suite.assertionResults.map((test) => ({
        name: `${path.relative(process.cwd(), suite.name)} › ${test.fullName}`,
        seconds: (test.duration ?? 0) / 1000,
      })),
    )
  }
  type Suite = {
    title: string
    specs?: { title: string; tests: { projectName: string; results: { duration: number }[] }[] }[]
    suites?: Suite[]
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites: Suite[] }
  const timed: TimedTest[] = []
  const walk = (suite: Suite, trail: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        timed.push({
          name: `[${test.projectName}] ${[...trail, spec.title].join(' › ')}`,
          seconds: test.results.reduce((total, result) => total + result.duration, 0) / 1000,
        })
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title])
  }
  for (const suite of report.suites) walk(suite, [suite.title])
  return timed
}

/** The sign-in times the end-to-end tests recorded (`login-ms` annotations), in milliseconds. */
export function loginTimes(file: string): number[] {
  if (!existsSync(file)) return []
  type Annotation = { type: string; description?: string }
  type Suite = {
    specs?: { tests: { annotations?: Annotation[]; results?: { annotations?: Annotation[] }[] }[] }[]
    suites?: Suite[]
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites: Suite[] }
  const times: number[] = []
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        // Playwright keeps runtime annotations on each attempt (older versions on the test).
        const annotations = test.results?.some((result) => result.annotations?.length)
          ? test.results.flatMap((result) => result.annotations ?? [])
          : (test.annotations ?? [])
        for (const annotation of annotations)
          if (annotation.type === 'login-ms') times.push(Number(annotation.description))
      }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites) walk(suite)
  return times.filter((time) => Number.isFinite(time))
}

/** The value below which `share` (0–1) of the sorted-or-not `values` fall. */
export function percentile(values: number[], share: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0
}
