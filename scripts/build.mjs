/**
 * `npm run build`: the production build. `next build` (standalone output), then the processes that
 * run beside the web server (jobs worker, release step, demo seed, the demo launcher) compiled to
 * plain JavaScript in dist/, so production runs `node` only.
 *
 * The compiled processes run with `node --conditions=production` (package.json, Dockerfile): lexical's
 * entry for Node (Lexical.node.mjs, reached through the Payload config's rich-text editor) picks its
 * build with a top-level await of a dynamic import, in an import cycle with @lexical/*, which Node
 * 20 can leave pending forever: the process then exits 0 with nothing done (what made `tsx
 * scripts/worker.ts` hang "now and then"). The `production` condition selects Lexical.prod.mjs
 * directly.
 *
 * The client chunks the site's pages load start with V8's compile hint (scripts/lib/compileHints.mjs).
 *
 * `--if-needed`: builds only when there is no build or the sources changed since (compared by git,
 * see scripts/lib/buildStamp.mjs). BUILD_TYPECHECK=false skips Next's type check (`npm start` does; CI
 * and `npm run build` keep it).
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { addCompileHints } from './lib/compileHints.mjs'
import { BUILD_OUTPUTS, buildIsCurrent, readStamp, sourceStamp, STAMP_FILE, stampOfBuild } from './lib/buildStamp.mjs'
import { compileProcesses } from './lib/compileProcesses.mjs'

const ROOT = process.cwd()

export async function build({ ifNeeded = false } = {}) {
  const minify = process.env.BUILD_MINIFY_SERVER !== 'false'
  const stamp = sourceStamp()
  if (
    ifNeeded &&
    BUILD_OUTPUTS.every((file) => existsSync(path.join(ROOT, file))) &&
    buildIsCurrent(readStamp(), stamp, minify)
  )
    return false
  const startedAt = performance.now()
  rmSync(path.join(ROOT, STAMP_FILE), { force: true })
  // The build imports the config, whose environment check needs values; it never connects.
  const placeholders = {
    DATABASE_URL: 'postgres://build:build@127.0.0.1:1/build',
    PAYLOAD_SECRET: 'build-secret-build-secret-build-secret',
  }
  const code = await run(path.join(ROOT, 'node_modules/.bin/next'), ['build'], {
    ...placeholders,
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
  })
  if (code !== 0) throw new Error(`next build a échoué (code ${code})`)
  const hinted = addCompileHints(path.join(ROOT, '.next'))
  console.log(`Indication de compilation sur ${hinted.length} morceaux chargés avec les pages`)
  copyStandaloneAssets()
  // A fresh dist/: chunks of earlier builds (hashed names) would pile up beside the new ones.
  rmSync(path.join(ROOT, 'dist'), { recursive: true, force: true })
  await compileProcesses({ outdir: path.join(ROOT, 'dist') })
  writeFileSync(path.join(ROOT, STAMP_FILE), stampOfBuild(stamp, minify))
  console.log(`Construction terminée en ${((performance.now() - startedAt) / 1000).toFixed(0)} s`)
  return true
}

/** The standalone server serves `public/` and the static chunks from its own folder. */
function copyStandaloneAssets() {
  const standalone = path.join(ROOT, '.next/standalone')
  rmSync(path.join(standalone, 'public'), { recursive: true, force: true })
  rmSync(path.join(standalone, '.next/static'), { recursive: true, force: true })
  cpSync(path.join(ROOT, 'public'), path.join(standalone, 'public'), { recursive: true })
  cpSync(path.join(ROOT, '.next/static'), path.join(standalone, '.next/static'), { recursive: true })
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ ifNeeded: process.argv.includes('--if-needed') }).catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
