import { existsSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS } from './tests/e2e/helpers/browserArgs'

const port = Number(process.env.E2E_PORT ?? 3100)

/**
 * Debian's headless shell (`chromium-headless-shell`) when installed: the same engine as
 * Chromium without the browser's own UI, extensions and services, so about half the CPU per page
 * on a 2-core machine. Otherwise the full Chromium in headless mode.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/** End-to-end tests against the production build, in Debian's Chromium (Playwright cannot download its own here). */
export default defineConfig({
  testDir: 'tests/e2e',
  // Emptied when the run starts: the unit tests' report in test-results/ stays.
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Budgets a loaded 2-core machine meets (a navigation after a login, a hydrated form): a test
  // waits for what a user waits for, and a failure still ends well within the run.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot; the trace's
    // own screencast is off: encoding frames of every test cost a large share of the run's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // A phone's viewport, touch and user agent; pixels at density 1, as the layout is what is
    // tested (a 2.6× density makes software rendering about seven times the work).
    { name: 'phone', use: { ...devices['Pixel 7'], deviceScaleFactor: 1, browserName: 'chromium' } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
  ],
})
