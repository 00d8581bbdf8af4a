/**
 * `npm run worker`: the scheduled jobs alone (reminders, expiry, calendar sync and pushes), for a
 * deployment whose web instances run with JOBS=off. `npm start` runs the same jobs in its own
 * process. Several workers may run: each job takes its advisory lock, so a run happens once.
 */
import { getPayload } from 'payload'

import { loadDotEnv } from './lib/environment'
import { startScheduledJobs } from './lib/scheduledJobs'

async function main() {
  console.log(`[worker] starting (pid ${process.pid})`)
  // A worker that ends without a signal or an error is a bug to see in the logs, whatever its code.
  process.on('exit', (code) => console.log(`[worker] exit ${code}`))
  loadDotEnv()
  const { default: config } = await import('../payload.config')
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
