// Runs the engine suite once per process time zone; fails if any run fails.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

// vitest is hoisted to the workspace root: look for it upwards.
function findVitest(dir) {
  const candidate = join(dir, 'node_modules', 'vitest', 'vitest.mjs')
  if (existsSync(candidate)) return candidate
  const parent = dirname(dir)
  if (parent === dir) throw new Error('vitest not found')
  return findVitest(parent)
}
const vitest = findVitest(root)
const zones = ['UTC', 'Europe/Paris', 'Pacific/Apia', 'Asia/Kolkata', 'America/Sao_Paulo']
const results = join(root, 'test-results')
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })
const failed = []
for (const tz of zones) {
  console.log(`\n=== TZ=${tz} ===`)
  const report = join(results, `${tz.replace('/', '_')}.json`)
  // The root test runner reads these reports for its closing `N passed, N failed` line.
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
  const run = spawnSync(process.execPath, [vitest, 'run', ...reporters, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TZ: tz },
  })
  if (run.status !== 0) failed.push(tz)
}
if (failed.length > 0) {
  console.error(`\nEngine suite failed under TZ=${failed.join(', ')}`)
  process.exit(1)
}
console.log(`\nEngine suite passed under ${zones.length} time zones: ${zones.join(', ')}`)
