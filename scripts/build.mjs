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
 * `--if-needed`: builds only when there is no build or the sources changed since (compared by git,
 * see scripts/buildStamp.mjs). BUILD_TYPECHECK=false skips Next's type check (`npm start` does; CI
 * and `npm run build` keep it).
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import * as esbuild from 'esbuild'

import { BUILD_OUTPUTS, buildIsCurrent, readStamp, sourceStamp, STAMP_FILE, stampOfBuild } from './buildStamp.mjs'

const ROOT = process.cwd()
const ENTRIES = ['start', 'worker', 'release', 'seed']
/** What the compiled processes bundle: the project's own code; packages stay in node_modules, except the workspace's TypeScript. */
const BUNDLED_PACKAGES = new Set(['booking-engine'])

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

/** The processes of scripts/runtime compiled into `outdir`, which must sit inside the project (packages resolve from node_modules). */
export async function compileProcesses({ outdir, entries = ENTRIES }) {
  mkdirSync(outdir, { recursive: true })
  await esbuild.build({
    entryPoints: Object.fromEntries(entries.map((name) => [name, path.join(ROOT, 'scripts/runtime', `${name}.ts`)])),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    logLevel: 'warning',
    jsx: 'automatic',
    // ESM output: CommonJS packages that call require() get one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [externalPackages()],
  })
}

/** Every bare import stays a package import, but the workspace's TypeScript is compiled in. */
function externalPackages() {
  return {
    name: 'external-packages',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@/') || args.path === '@payload-config') return undefined
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0]
        if (BUNDLED_PACKAGES.has(name)) return undefined
        return { path: args.path, external: true }
      })
    },
  }
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
