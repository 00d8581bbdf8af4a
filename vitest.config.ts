import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'payload.config.ts'),
      '@': path.join(root, 'src'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/int/**/*.test.ts'],
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
})
