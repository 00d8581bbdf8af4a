import type { Payload } from 'payload'

import { JOBS } from '../../src/server/jobs/registry'
import { runJob, startScheduler } from '../../src/server/jobs/runner'

/**
 * Schedules every job on `payload` (the process's cached instance, which the jobs also reach
 * through getPayloadClient), then runs each once: reminders or expiries that fell due while no
 * scheduler ran go out now (idempotent). `stop` waits for the runs in progress.
 */
export function startScheduledJobs(payload: Payload): { stop: () => Promise<void> } {
  const scheduler = startScheduler(async () => payload, JOBS)
  const catchUp = (async () => {
    for (const job of JOBS) await runJob(payload, job)
  })()
  return {
    async stop() {
      await catchUp
      await scheduler.stop()
    },
  }
}
