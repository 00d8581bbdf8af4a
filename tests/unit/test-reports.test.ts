import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { engineCounts, playwrightCounts, slowestTests, sum, vitestCounts } from '../../scripts/lib/testReports'

const dir = mkdtempSync(path.join(tmpdir(), 'reports-'))
const write = (name: string, report: unknown) => {
  const file = path.join(dir, name)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(report))
  return file
}

const vitestReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  testResults: [
    {
      name: path.join(process.cwd(), 'tests/int/booking.test.ts'),
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'booking refuses a taken slot', status: 'passed' },
        { fullName: 'booking sends the e-mail', status: 'failed' },
      ],
    },
    {
      name: path.join(process.cwd(), 'tests/int/ok.test.ts'),
      status: 'passed',
      message: '',
      assertionResults: [{ fullName: 'fine', status: 'passed' }],
    },
    {
      name: path.join(process.cwd(), 'tests/int/broken.test.ts'),
      status: 'failed',
      message: 'Cannot find module x\nstack',
      assertionResults: [],
    },
  ],
}

describe('npm test reads the runners’ reports', () => {
  it('counts vitest results and names each failed test and each file broken outside its tests', () => {
    expect(vitestCounts(write('vitest.json', vitestReport))).toEqual({
      passed: 2,
      failed: 2,
      failedNames: [
        'tests/int/booking.test.ts › booking sends the e-mail',
        'tests/int/broken.test.ts › Cannot find module x',
      ],
    })
  })

  it('adds up the engine’s time zones and says in which zone a test failed', () => {
    const passing = { numPassedTests: 3, numFailedTests: 0, testResults: [] }
    write('engine/UTC.json', passing)
    write('engine/Pacific_Apia.json', vitestReport)
    const counts = engineCounts(path.join(dir, 'engine'))
    expect(counts.passed).toBe(5)
    expect(counts.failed).toBe(2)
    expect(counts.failedNames).toContain('[TZ Pacific_Apia] tests/int/booking.test.ts › booking sends the e-mail')
  })

  it('counts Playwright results and names the unexpected ones with their project', () => {
    const file = write('e2e.json', {
      stats: { expected: 4, unexpected: 1, flaky: 1 },
      suites: [
        {
          title: 'booking.spec.ts',
          specs: [
            {
              title: 'books a slot',
              tests: [
                { projectName: 'phone', status: 'unexpected' },
                { projectName: 'desktop', status: 'expected' },
              ],
            },
          ],
          suites: [
            {
              title: 'dialog',
              specs: [{ title: 'closes on Escape', tests: [{ projectName: 'desktop', status: 'unexpected' }] }],
            },
          ],
        },
      ],
    })
    expect(playwrightCounts(file)).toEqual({
      passed: 5,
      failed: 1,
      failedNames: ['[phone] booking.spec.ts › books a slot', '[desktop] booking.spec.ts › dialog › closes on Escape'],
    })
  })

  it('a missing report counts nothing, and sums keep every name', () => {
    const none = vitestCounts(path.join(dir, 'absent.json'))
    expect(none).toEqual({ passed: 0, failed: 0, failedNames: [] })
    expect(
      sum([none, { passed: 1, failed: 1, failedNames: ['a'] }, { passed: 2, failed: 0, failedNames: [] }]),
    ).toEqual({ passed: 3, failed: 1, failedNames: ['a'] })
  })

  it('lists every test with its duration, from vitest and from Playwright (all its attempts)', () => {
    const unit = write('timed-vitest.json', {
      testResults: [
        {
          name: path.join(process.cwd(), 'tests/int/slow.test.ts'),
          assertionResults: [
            { fullName: 'waits', duration: 2500 },
            { fullName: 'skipped', duration: null },
          ],
        },
      ],
    })
    expect(slowestTests(unit, 'vitest')).toEqual([
      { name: 'tests/int/slow.test.ts › waits', seconds: 2.5 },
      { name: 'tests/int/slow.test.ts › skipped', seconds: 0 },
    ])
    const e2e = write('timed-e2e.json', {
      suites: [
        {
          title: 'booking.spec.ts',
          specs: [
            { title: 'books', tests: [{ projectName: 'phone', results: [{ duration: 1000 }, { duration: 3000 }] }] },
          ],
        },
      ],
    })
    expect(slowestTests(e2e, 'playwright')).toEqual([{ name: '[phone] booking.spec.ts › books', seconds: 4 }])
    expect(slowestTests(path.join(dir, 'absent.json'), 'vitest')).toEqual([])
  })
})
