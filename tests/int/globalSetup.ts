import type { TestProject } from 'vitest/node'

import { createTestDatabase } from '../../scripts/lib/testDatabase'

/** One fresh database for the whole run, dropped at the end. */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase('int')
  project.provide('databaseUrl', database.url)
  return async () => {
    await database.drop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}
