import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

const resolve = {
  alias: {
    '@payload-config': path.join(root, 'payload.config.ts'),
    '@': path.join(root, 'src'),
  },
}

/**
 * Two projects (issue 30 item 6): `unit` needs no database and runs its files in parallel;
 * `int` starts one PostgreSQL for the run and shares it, one file at a time.
 * `vitest run --project unit` runs the unit tests alone.
 */
export default defineConfig({
  resolve,
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/setupEnv.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/globalSetup.ts'],
          setupFiles: ['tests/int/setupEnv.ts'],
          // Integration tests share one database and one Payload instance.
          fileParallelism: false,
          isolate: false,
          maxWorkers: 1,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
