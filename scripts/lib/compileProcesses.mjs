import { mkdirSync } from 'node:fs'
import path from 'node:path'

import * as esbuild from 'esbuild'

const ROOT = process.cwd()
const ENTRIES = ['start', 'worker', 'release', 'seed', 'backup', 'restore']
/** What the compiled processes bundle: the project's own code; packages stay in node_modules, except the workspace's TypeScript. */
const BUNDLED_PACKAGES = new Set(['booking-engine'])

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
