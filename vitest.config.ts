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
          // Files in parallel (one worker a core); each worker keeps its loaded modules from file to
          // file, as the single worker did before: re-importing them per file cost more than it saved.
          isolate: false,
          // Projects with different worker counts need their own group: the unit tests run first.
          sequence: { groupOrder: 0 },
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
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
