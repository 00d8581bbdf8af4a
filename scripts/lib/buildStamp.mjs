/**
 * Whether the production build matches the sources: a hash of the build's sources as committed (their
 * git object ids, so a commit of tests, docs or benchmarks alone keeps the build) and of every change
 * to them since (modified and untracked files). No git (an archive): null, and an
 * existing build is used as it is.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const STAMP_FILE = 'dist/build-stamp'
/** What a complete build leaves: the standalone server and the compiled processes. */
export const BUILD_OUTPUTS = [
  '.next/standalone/server.js',
  'dist/start.mjs',
  'dist/worker.mjs',
  'dist/release.mjs',
  'dist/seed.mjs',
  'dist/backup.mjs',
  'dist/restore.mjs',
  STAMP_FILE,
]
const SOURCES = [
  'src',
  'collections',
  'booking-engine/src',
  'email-templates',
  'migrations',
  'public',
  'scripts/runtime',
  'scripts/lib',
  'scripts/seed',
  'payload.config.ts',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.mjs',
]

export function sourceStamp(root = process.cwd()) {
  const git = (...args) =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'buffer',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    })
  try {
    const hash = createHash('sha256')
    hash.update(git('ls-tree', 'HEAD', '--', ...SOURCES))
    hash.update(git('diff', 'HEAD', '--binary', '--', ...SOURCES))
    const untracked = git('ls-files', '--others', '--exclude-standard', '-z', '--', ...SOURCES)
      .toString()
      .split('\0')
      .filter(Boolean)
    for (const file of untracked) hash.update(file).update(readFileSync(path.join(root, file)))
    return hash.digest('hex')
  } catch {
    return null
  }
}

export function readStamp(root = process.cwd()) {
  const file = path.join(root, STAMP_FILE)
  return existsSync(file) ? readFileSync(file, 'utf8') : null
}

/** Marks a build whose server code is not minified (npm start's own): a benchmark or CI rebuilds it. */
const UNMINIFIED = ' (server unminified)'

/** What the build writes in its stamp file. */
export const stampOfBuild = (stamp, minify) => (stamp ?? 'no-git') + (minify ? '' : UNMINIFIED)

/**
 * Whether the existing build serves: same sources, and minified unless an unminified one is fine.
 * No git (stamp null): the build is used as it is.
 */
export function buildIsCurrent(built, stamp, minify) {
  if (stamp === null) return true
  return built === stamp || (!minify && built === stamp + UNMINIFIED)
}
