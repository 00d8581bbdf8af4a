import pg from 'pg'

import { migrations } from '../../migrations'
import { env } from './env'
import { isDraining } from './observability/draining'

export type DatabaseHealth = { ok: boolean; latencyMs?: number; error?: string; pendingMigrations?: string[] }
export type Readiness = { ready: boolean; draining: boolean; database: DatabaseHealth }

/**
 * Pings PostgreSQL with its own short-lived connection, so that a database that went away is
 * reported within a second instead of hanging on the app's pool, and lists the committed
 * migrations it has not applied (an instance of a newer version before its release step ran).
 */
export async function checkDatabase(connectionString = env().DATABASE_URL): Promise<DatabaseHealth> {
  const started = performance.now()
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 1500, query_timeout: 1500 })
  try {
    await client.connect()
    const { rows } = await client
      .query<{ name: string }>('SELECT name FROM payload_migrations')
      .catch(() => ({ rows: [] as { name: string }[] }))
    const applied = new Set(rows.map((row) => row.name))
    const pendingMigrations = migrations.map((migration) => migration.name).filter((name) => !applied.has(name))
    const latencyMs = Math.round(performance.now() - started)
    if (pendingMigrations.length > 0)
      return { ok: false, latencyMs, error: 'Migrations non appliquées', pendingMigrations }
    return { ok: true, latencyMs }
  } catch {
    return { ok: false, error: 'Base de données injoignable' }
  } finally {
    await client.end().catch(() => {})
  }
}

/** Ready to take traffic: not stopping, the database reachable and up to date. */
export async function checkReadiness(): Promise<Readiness> {
  const draining = isDraining()
  const database = await checkDatabase()
  return { ready: database.ok && !draining, draining, database }
}
