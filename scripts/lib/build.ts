import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const ROOT = process.cwd()
const SOURCES = ['src', 'collections', 'booking-engine/src', 'email-templates', 'migrations', 'public', 'payload.config.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json']

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

/** A production build is needed when there is none or a source file changed since. */
export function needsBuild(): boolean {
  const buildId = path.join(ROOT, '.next/BUILD_ID')
  if (!existsSync(buildId)) return true
  const built = statSync(buildId).mtimeMs
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built)
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

export async function buildIfNeeded(): Promise<void> {
  if (!needsBuild()) return
  console.log('Construction de la version de production (next build)…')
  // The build imports the config, whose environment check needs values; it never connects.
  const placeholders = { DATABASE_URL: 'postgres://build:build@127.0.0.1:1/build', PAYLOAD_SECRET: 'build-secret-build-secret-build-secret' }
  const code = await run(path.join(ROOT, 'node_modules/.bin/next'), ['build'], { ...placeholders, ...process.env, NEXT_TELEMETRY_DISABLED: '1' })
  if (code !== 0) throw new Error(`next build a échoué (code ${code})`)
}
