import pg from 'pg'
import type { Payload } from 'payload'

import { buildIfNeeded } from './build'
import { type ProductionSite, startProductionSite } from './productionSite'
import { createTestDatabase } from './testDatabase'

/**
 * The benchmarks' harness (scripts/bench): a fresh migrated database with Payload on it, or the
 * production build on a seeded database; each torn down when the benchmark ends, even on failure.
 */

/** Dropping a benchmark's database ends the pool's idle connections: not an error there. */
export function ignorePoolErrors(payload: Payload | null | undefined): void {
  ;(payload?.db as unknown as { pool?: { on: (event: 'error', listener: () => void) => void } } | undefined)?.pool?.on(
    'error',
    () => {},
  )
}

/**
 * Runs `work` with Payload on a fresh, migrated database of its own (embedded PostgreSQL unless
 * DATABASE_URL names a server), then drops the database. Settings the configuration reads at import
 * (SITE_URL…) must be set before.
 */
export async function withBenchDatabase<T>(label: string, work: (payload: Payload) => Promise<T>): Promise<T> {
  process.env.PAYLOAD_SECRET ??= 'bench-secret-bench-secret-bench-0001'
  const database = await createTestDatabase(label)
  process.env.DATABASE_URL = database.url
  let payload: Payload | undefined
  try {
    const { getPayload } = await import('payload')
    const { default: config } = await import('../../payload.config')
    const { runMigrations } = await import('./migrate')
    payload = await getPayload({ config })
    await runMigrations(payload)
    return await work(payload)
  } finally {
    ignorePoolErrors(payload)
    await database.drop()
  }
}

export type BenchSite = ProductionSite & { db: pg.Client }

/**
 * Builds when the sources changed, starts the production server on `port` against a fresh database
 * with the demo data, and runs `work` with its address and a client on that database; then closes
 * the client and stops the server by its PID (and drops the database).
 */
export async function withProductionSite<T>(
  { port, label }: { port: string; label: string },
  work: (site: BenchSite) => Promise<T>,
): Promise<T> {
  await buildIfNeeded()
  const site = await startProductionSite({ port, label })
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  try {
    await db.connect()
    return await work({ ...site, db })
  } finally {
    await db.end().catch(() => {})
    await site.stop()
  }
}

/** Runs a benchmark's `main` and exits with its outcome (open handles would keep the process alive). */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}

/** The result of `task` and its duration in milliseconds. */
export async function timed<T>(task: () => Promise<T>): Promise<[T, number]> {
  const startedAt = performance.now()
  const result = await task()
  return [result, performance.now() - startedAt]
}
