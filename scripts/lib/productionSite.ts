import { spawn } from 'node:child_process'
import path from 'node:path'

import { BILLING_EVENTS_JOB, FOLLOW_UPS_JOB } from '../../src/server/jobs/followUpJob'

import { createTestDatabase } from './testDatabase'
import { KEEP_ALIVE_MS } from './environment'
import { prepareDatabase } from './prepareDatabase'
import { processCpuMs } from './processCpu'

export type ProductionSite = {
  baseUrl: string
  stop: () => Promise<void>
  /** CPU time the web server has used so far, in ms (Linux: read from /proc; null elsewhere). */
  serverCpuMs: () => number | null
  /** The same for the follow-ups' worker. */
  workerCpuMs: () => number | null
  /** The same for the embedded database server and its connections (null on DATABASE_URL's server). */
  databaseCpuMs: () => number | null
}

/**
 * The production build (the standalone server) on a fresh database with the demo data: used by the
 * end-to-end tests and the benchmarks, with the follow-ups' worker. `stop` ends both by their PID
 * (Next renames its process) and drops the database.
 */
export async function startProductionSite({ port, label }: { port: string; label: string }): Promise<ProductionSite> {
  const database = await createTestDatabase(label)
  const baseUrl = `http://127.0.0.1:${port}`
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET ??= `${label}-secret-${label}-secret-${label}-secret-0001`
  process.env.SITE_URL = baseUrl
  await prepareDatabase({ seed: true })

  // BENCH_PROFILE=dir writes the server's and the worker's CPU profiles there when they stop (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
    : []
  const server = spawn(process.execPath, [...profile, path.join(process.cwd(), '.next/standalone/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      // Every test and benchmark signs in from 127.0.0.1: the per-address limit is raised, the per-account one kept.
      SIGN_IN_ATTEMPTS_PER_ADDRESS: '10000',
      ...process.env,
      PORT: port,
      HOSTNAME: '127.0.0.1',
      KEEP_ALIVE_TIMEOUT: KEEP_ALIVE_MS,
      STORAGE_DIR: process.cwd(),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  })
  // As in production (`npm start`, `npm run worker`): a jobs process beside the web server runs the
  // appointments' follow-ups and Stripe's events the moment they are queued (decisions 0054, 0055);
  // the scheduled jobs stay off.
  const worker = spawn(
    process.execPath,
    [...profile, '--conditions=production', path.join(process.cwd(), 'dist/worker.mjs')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, JOBS_ONLY: `${FOLLOW_UPS_JOB},${BILLING_EVENTS_JOB}`, NODE_ENV: 'production' },
    },
  )
  const stop = async () => {
    for (const child of [server, worker])
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await new Promise((resolve) => child.once('exit', resolve))
      }
    await database.drop()
  }
  try {
    await waitForHealth(`${baseUrl}/api/v1/health`)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    baseUrl,
    stop,
    serverCpuMs: () => processCpuMs(server.pid),
    workerCpuMs: () => processCpuMs(worker.pid),
    databaseCpuMs: database.cpuMs,
  }
}

async function waitForHealth(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Le serveur de test ne répond pas sur ${url}`)
}
