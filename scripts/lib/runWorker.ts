/**
 * The body of `npm run worker` (scripts/worker.ts): Payload, then the scheduled jobs; resolves
 * once they are scheduled. SIGINT or SIGTERM waits for the runs in progress, then exits 0.
 */
import { getPayload } from 'payload'

import { loadDotEnv } from './environment'
import { startScheduledJobs } from './scheduledJobs'

export async function runWorker() {
  loadDotEnv()
  const { default: config } = await import('../../payload.config')
  const payload = await getPayload({ config })
  const jobs = startScheduledJobs(payload)
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await jobs.stop()
    await payload.destroy().catch(() => {})
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}
