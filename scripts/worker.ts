/**
 * `npm run worker`: the scheduled jobs alone (reminders, expiry…), for a deployment where the web
 * instances run with JOBS=off. `npm start` also spawns it next to `next start`. Several workers
 * may run: each job takes its advisory lock, so a run happens once.
 */
import { getPayload } from 'payload'

import { JOBS } from '../src/server/jobs/registry'
import { runJob, startScheduler } from '../src/server/jobs/runner'
import { loadDotEnv } from './lib/environment'

async function main() {
  loadDotEnv()
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  const scheduler = startScheduler(async () => payload, JOBS)
  // A catch-up run at start: reminders or expiries due while no worker ran go out now (idempotent).
  for (const job of JOBS) await runJob(payload, job)
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await scheduler.stop()
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
