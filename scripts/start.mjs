/**
 * `npm start`: builds when there is no build or the sources changed (without Next's type check,
 * which CI runs, and without minifying the server code: decision 0029), then runs the compiled
 * launcher (dist/start.mjs). In production it never builds: the image or the release built it.
 */
import { existsSync } from 'node:fs'

import { build } from './build.mjs'
import { BUILD_OUTPUTS } from './lib/buildStamp.mjs'

if (process.env.NODE_ENV === 'production') {
  const missing = BUILD_OUTPUTS.filter((file) => !existsSync(file))
  if (missing.length > 0) {
    console.error(
      `Pas de version construite (${missing.join(', ')}) : lancez npm run build avant npm start en production.`,
    )
    process.exit(1)
  }
} else {
  process.env.BUILD_TYPECHECK ??= 'false'
  process.env.BUILD_MINIFY_SERVER ??= 'false'
  await build({ ifNeeded: true }).catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
await import('../dist/start.mjs')
