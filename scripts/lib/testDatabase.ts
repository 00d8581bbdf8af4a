import { readFileSync } from 'node:fs'
import path from 'node:path'

import { dropDatabase, ensureDatabase, startEmbeddedPostgres } from './embedded'
import { processTreeCpuMs } from './processCpu'

/** Each kind of run has its own embedded server, so integration tests, e2e and the benchmark can overlap. */
const PORT_OFFSETS: Record<string, number> = { e2e: 100, bench: 200 }

/** TEST_PG_PORT, else 10 above the demo server's port (EMBEDDED_PG_PORT): two checkouts side by side keep apart. */
const testPort = () => Number(process.env.TEST_PG_PORT ?? Number(process.env.EMBEDDED_PG_PORT ?? 54329) + 10)

/** `cpuMs`: CPU time the database server has used so far (embedded server on Linux; null otherwise). */
export type TestDatabase = { url: string; drop: () => Promise<void>; cpuMs: () => number | null }

/** The postmaster's PID: the first line of postmaster.pid in its data folder. */
function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined
  } catch {
    return undefined
  }
}

/** Server URL without the database name: postgres://user:pass@host:port */
const serverOf = (url: string) => url.replace(/\/[^/?]*(\?.*)?$/, '')

/**
 * A fresh database for one test run, dropped afterwards: on the DATABASE_URL server when set,
 * otherwise on an embedded PostgreSQL kept apart from the demo one (.data/postgres-test-<port>).
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `toiletteurs_test_${label}_${process.pid}_${Date.now()}`
  if (process.env.DATABASE_URL) {
    const base = serverOf(process.env.DATABASE_URL)
    const url = await ensureDatabase(base, name)
    return { url, drop: () => dropDatabase(base, name), cpuMs: () => null }
  }
  const port = testPort() + (PORT_OFFSETS[label] ?? 0)
  const server = await startEmbeddedPostgres(port, `.data/postgres-test-${port}`)
  const url = await ensureDatabase(server.baseUrl, name)
  const pid = postmasterPid(server.dataDir)
  return {
    url,
    cpuMs: () => processTreeCpuMs(pid),
    drop: async () => {
      await dropDatabase(server.baseUrl, name).catch(() => {})
      await server.stop()
    },
  }
}
