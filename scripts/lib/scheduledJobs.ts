import type { Payload } from 'payload'

import { env } from '../../src/server/env'
import { listenForBillingEvents } from '../../src/server/billing/eventQueue'
import { listenForFollowUps } from '../../src/server/jobs/followUpListener'
import { BILLING_EVENTS_JOB, FOLLOW_UPS_JOB, JOBS, type Job } from '../../src/server/jobs/registry'
import { runJob, startScheduler } from '../../src/server/jobs/runner'

/**
 * Schedules every job on `payload` (the process's cached instance, which the jobs also reach
 * through getPayloadClient), then runs each once: reminders or expiries that fell due while no
 * scheduler ran go out now (idempotent). `stop` waits for the runs in progress.
 */
export function startScheduledJobs(payload: Payload): { stop: () => Promise<void> } {
  const jobs = selectedJobs(env().JOBS_ONLY)
  const scheduler = startScheduler(async () => payload, jobs)
  // The process that runs the follow-ups' job also runs each one as soon as it is queued.
  const listener = jobs.some((job) => job.name === FOLLOW_UPS_JOB) ? listenForFollowUps(payload) : null
  // Likewise Stripe's events.
  const billing = jobs.some((job) => job.name === BILLING_EVENTS_JOB) ? listenForBillingEvents(payload) : null
  const catchUp = (async () => {
    for (const job of jobs) await runJob(payload, job)
  })()
  return {
    async stop() {
      await catchUp
      await listener?.stop()
      await billing?.stop()
      await scheduler.stop()
    },
  }
}

/** The jobs named in JOBS_ONLY (every job when unset); an unknown name stops the start. */
function selectedJobs(only: string | undefined): Job[] {
  if (!only) return JOBS
  const names = only.split(',')
  const unknown = names.filter((name) => !JOBS.some((job) => job.name === name))
  if (unknown.length > 0)
    throw new Error(
      `JOBS_ONLY : tâche inconnue ${unknown.join(', ')} (connues : ${JOBS.map((job) => job.name).join(', ')})`,
    )
  return JOBS.filter((job) => names.includes(job.name))
}
