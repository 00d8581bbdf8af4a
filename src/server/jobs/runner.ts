import cron, { type ScheduledTask } from 'node-cron'
import type { Payload } from 'payload'

import { randomUUID } from 'node:crypto'

import { log } from '../observability/log'
import { withJobLock } from './lock'
import type { Job, JobReport } from './types'

export type JobOutcome =
  | { job: string; status: 'done'; report: JobReport; ms: number }
  | { job: string; status: 'skipped' }
  | { job: string; status: 'failed'; error: unknown }

/**
 * One run of `job` under its advisory lock (a shared job runs without it), logged as one JSON line (`"msg":"job"`, its run id,
 * status, time and counts). Never throws: a failed run waits for the next tick.
 */
export async function runJob(payload: Payload, job: Job, now = new Date()): Promise<JobOutcome> {
  const startedAt = performance.now()
  const run = randomUUID()
  try {
    const outcome = job.shared
      ? { ran: true as const, result: await job.run(now) }
      : await withJobLock(payload, job.name, () => job.run(now))
    if (!outcome.ran) {
      log('info', 'job', { job: job.name, run, status: 'skipped', reason: 'already running elsewhere' })
      return { job: job.name, status: 'skipped' }
    }
    const ms = Math.round(performance.now() - startedAt)
    log('info', 'job', { job: job.name, run, status: 'done', ms, counts: outcome.result })
    return { job: job.name, status: 'done', report: outcome.result, ms }
  } catch (error) {
    log('error', 'job', { job: job.name, run, status: 'failed', ms: Math.round(performance.now() - startedAt), error })
    return { job: job.name, status: 'failed', error }
  }
}

/** Schedules every job with node-cron (UTC); `stop` ends the schedule and waits for the runs in progress. */
export function startScheduler(
  getPayload: () => Promise<Payload>,
  jobs: readonly Job[],
): { stop: () => Promise<void> } {
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
  log('info', 'jobs scheduled', { jobs: jobs.map((job) => ({ job: job.name, cron: job.cron })) })
  return {
    async stop() {
      await Promise.all(tasks.map((task) => task.stop()))
      await Promise.allSettled([...running])
    },
  }
}
