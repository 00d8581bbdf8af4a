import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { compileProcesses } from '../../../scripts/lib/compileProcesses.mjs'

/**
 * Real `npm run worker` processes (scripts/runtime/worker.ts, compiled as the build does and run
 * with node) on the run's database, as separate app instances would be: each runs its jobs once at
 * start and on schedule. JOBS_ONLY keeps them to one job, so the other files' data is left alone.
 */
export type Worker = { runs: string[]; stop: () => Promise<number | null> }

const started: ChildProcess[] = []
let workerScript: string | null = null

/** Compiles the worker once per run (a minute at most). */
export async function compileWorker(): Promise<void> {
  const outdir = path.join(process.cwd(), 'node_modules/.cache/toiletteurs-int/dist')
  await compileProcesses({ outdir, entries: ['worker'] })
  workerScript = path.join(outdir, 'worker.mjs')
}

/** Starts a worker running `job` alone and resolves once its first run has been logged (done or skipped). */
export function startWorker(job: string): Promise<Worker> {
  if (!workerScript) throw new Error('compileWorker() first')
  // No provider: the messages go to the outbox, where the tests count them.
  const env: NodeJS.ProcessEnv = { ...process.env, JOBS_ONLY: job }
  for (const key of [
    'RESEND_API_KEY',
    'TWILIO_ACCOUNT_SID',
    'TWILIO_AUTH_TOKEN',
    'TWILIO_SMS_FROM',
    'TWILIO_VERIFY_SERVICE_SID',
  ])
    delete env[key]
  // --conditions=production: as `npm run worker` (see scripts/build.mjs on lexical).
  const child = spawn(process.execPath, ['--conditions=production', workerScript], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let output = ''
  const runs: string[] = []
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode)
      child.once('exit', (code) => resolve(code))
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Le worker n’a pas lancé ${job} :\n${output}`)), 60_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      for (const line of chunk.toString().split('\n'))
        if (line.includes('"msg":"job"') && line.includes(`"job":"${job}"`)) runs.push(line)
      if (runs.length > 0) {
        clearTimeout(timer)
        resolve({ runs, stop })
      }
    })
    // 'close', not 'exit': the output may still be unread when the process has exited.
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      if (runs.length === 0) reject(new Error(`Le worker s’est arrêté (code ${code}, signal ${signal}) :\n${output}`))
    })
  })
}

/** Kills the workers a failed test left running. */
export function killWorkers(): void {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
}

type RunLine = { status: string; counts?: Record<string, number> }

/** The status of a logged run line. */
export const runStatus = (line: string | undefined) => (line ? (JSON.parse(line) as RunLine).status : undefined)

/** E-mails the runs say they sent. */
export const sentBy = (runs: string[]) =>
  runs.reduce((sum, line) => sum + ((JSON.parse(line) as RunLine).counts?.emailSent ?? 0), 0)
