/**
 * `npm run worker` (dist/worker.mjs): the scheduled jobs alone (reminders, expiry, calendar sync
 * and pushes), for a deployment whose web instances run with JOBS=off. Several workers may run:
 * each job takes its advisory lock, so a run happens once. SIGINT or SIGTERM waits for the runs in
 * progress, then exits 0.
 */
import { getPayload } from 'payload'

import { loadDotEnv } from '../lib/environment'

async function main() {
  console.log(`[worker] starting (pid ${process.pid})`)
  process.on('exit', (code) => console.log(`[worker] exit ${code}`))
  // Imported once the environment is complete: the config checks it when it loads.
  const { default: config } = await import('../../payload.config')
  const { startScheduledJobs } = await import('../lib/scheduledJobs')
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

loadDotEnv()
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
