import { spawn } from 'node:child_process'
import path from 'node:path'

import { leaveStopSignalsToCaller } from '../lib/embedded'
import {
  ensureDatabaseUrl,
  ensureSecret,
  ensureVapidKeys,
  KEEP_ALIVE_MS,
  loadDotEnv,
  requireProductionEnvironment,
} from '../lib/environment'
import { closePayload, prepareDatabase, seedDemoData } from '../lib/prepareDatabase'
import { DEMO_ACCOUNTS } from '../seed/accounts'

/**
 * `npm start` once built (dist/start.mjs, launched by scripts/start.mjs): database (embedded
 * unless DATABASE_URL; never in production), migrations, demo data (unless SEED_DEMO=false or in
 * production), then the standalone web server; the scheduled jobs run in this process (JOBS=off
 * leaves them to `npm run worker`). A deployment runs these parts as separate processes (README).
 */
async function main() {
  const startedAt = performance.now()
  loadDotEnv()
  requireProductionEnvironment()
  ensureSecret()
  ensureVapidKeys()
  const database = await ensureDatabaseUrl()
  const seed = process.env.SEED_DEMO !== 'false' && process.env.NODE_ENV !== 'production'
  const jobsOn = process.env.JOBS !== 'off'
  const port = process.env.PORT ?? '3000'
  const url = `http://localhost:${port}`
  // The jobs' e-mails link to the site: the same address as the server's.
  process.env.SITE_URL ??= url
  // On a developer's screen, no JSON line per request (set LOG_REQUESTS=true to see them).
  if (process.env.NODE_ENV !== 'production') process.env.LOG_REQUESTS ??= 'false'
  // The standalone server runs in its own folder: uploads stay in the project's.
  process.env.STORAGE_DIR ??= process.cwd()
  // A database that is up to date lets the server start at once; otherwise the migrations come
  // first. The demo seed then runs while the server starts (on a restart it only checks).
  const { checkDatabase } = await import('../../src/server/health')
  const upToDate = (await checkDatabase(database.url)).ok
  const prepare = () => prepareDatabase({ seed: false, keepOpen: jobsOn || seed })
  let payload = upToDate ? null : await prepare()

  const server = spawn(process.execPath, [path.join(process.cwd(), '.next/standalone/server.js')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      HOSTNAME: process.env.HOSTNAME ?? '0.0.0.0',
      KEEP_ALIVE_TIMEOUT: KEEP_ALIVE_MS,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  })

  let jobs: { stop: () => Promise<void> } | null = null
  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    await jobs?.stop().catch(() => {})
    if (payload) await closePayload(payload).catch(() => {})
    await database.stop().catch(() => {})
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  if (database.embedded) leaveStopSignalsToCaller()
  server.on('exit', (code) => void stop(code ?? 0))

  try {
    const seeded = async () => {
      payload ??= await prepare()
      if (seed && payload) await seedDemoData(payload)
    }
    await Promise.all([waitUntilReady(`${url}/api/v1/health`), seeded()])
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    return stop(1)
  }
  // In this process, not the web server's: a job never holds a request. Started once the server
  // is ready, so that loading the jobs does not slow the server's start.
  if (payload && jobsOn) jobs = (await import('../lib/scheduledJobs')).startScheduledJobs(payload)
  else if (payload) await closePayload(payload)
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
  console.log(`\nMon Toiletteur est prêt sur ${url} (${seconds} s)`)
  console.log(`Administration : ${url}/admin`)
  if (seed) {
    console.log('Comptes de démonstration :')
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.label.padEnd(11)} ${account.email} / ${account.password}  (${url}${account.loginPath})`)
  }
  console.log('Ctrl+C pour arrêter.')
}

async function waitUntilReady(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Le serveur ne répond pas sur ${url}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
