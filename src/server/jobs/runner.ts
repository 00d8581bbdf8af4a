import cron, { type ScheduledTask } from 'node-cron'
import type { Payload } from 'payload'

import { withJobLock } from './lock'
import type { Job, JobReport } from './types'

export type JobOutcome = { job: string; status: 'done'; report: JobReport; ms: number } | { job: string; status: 'skipped' } | { job: string; status: 'failed'; error: unknown }

const counts = (report: JobReport) =>
  Object.entries(report)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ')

/** One run of `job` under its advisory lock (a shared job without it), logged on one line. Never throws: a failed run waits for the next tick. */
export async function runJob(payload: Payload, job: Job, now = new Date()): Promise<JobOutcome> {
  const startedAt = performance.now()
  try {
    const outcome = job.shared ? { ran: true as const, result: await job.run(now) } : await withJobLock(payload, job.name, () => job.run(now))
    if (!outcome.ran) {
      console.log(`[job ${job.name}] skipped: already running elsewhere`)
      return { job: job.name, status: 'skipped' }
    }
    const ms = Math.round(performance.now() - startedAt)
    console.log(`[job ${job.name}] done in ${ms} ms ${counts(outcome.result)}`.trimEnd())
    return { job: job.name, status: 'done', report: outcome.result, ms }
  } catch (error) {
    console.error(`[job ${job.name}] failed`, error)
    return { job: job.name, status: 'failed', error }
  }
}

/** Schedules every job with node-cron (UTC); `stop` ends the schedule and waits for the runs in progress. */
export function startScheduler(getPayload: () => Promise<Payload>, jobs: readonly Job[]): { stop: () => Promise<void> } {
  const running = new Set<Promise<unknown>>()
  const tasks: ScheduledTask[] = jobs.map((job) =>
    cron.schedule(
      job.cron,
      async () => {
        const run = getPayload().then((payload) => runJob(payload, job))
        running.add(run)
        await run.finally(() => running.delete(run))
      },
      // noOverlap: this process skips a tick while its own run goes on; the lock does it across processes.
      { name: job.name, timezone: 'UTC', noOverlap: true },
    ),
  )
  console.log(`[jobs] scheduled: ${jobs.map((job) => `${job.name} (${job.cron})`).join(', ')}`)
  return {
    async stop() {
      await Promise.all(tasks.map((task) => task.stop()))
      await Promise.allSettled([...running])
    },
  }
}
