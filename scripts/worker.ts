/**
 * `npm run worker`: the scheduled jobs alone (reminders, expiry, calendar sync and pushes), for a
 * deployment whose web instances run with JOBS=off. `npm start` runs the same jobs in its own
 * process. Several workers may run: each job takes its advisory lock, so a run happens once.
 */
const configuredTimeout = Number(process.env.WORKER_START_TIMEOUT_MS)
const startTimeoutMs = configuredTimeout > 0 ? configuredTimeout : 120_000

console.log(`[worker] starting (pid ${process.pid})`)
process.on('exit', (code) => console.log(`[worker] exit ${code}`))

// Under tsx on Node 20, a module load now and then never completes (about one start in ten with
// two workers starting at once on a busy 2-core machine): the process would hang, or end with
// code 13 and no message. A start that takes too long exits 1 instead, saying so, for the
// supervisor to start the worker again. The modules load below, after this timer is set.
const watchdog = setTimeout(() => {
  console.error(`[worker] start-up stuck for ${startTimeoutMs / 1000} s (module loading): exiting`)
  process.exit(1)
}, startTimeoutMs)

import('./lib/runWorker')
  .then(({ runWorker }) => runWorker())
  .then(() => clearTimeout(watchdog))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
