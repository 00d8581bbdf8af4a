import pg from 'pg'

import { env } from './env'

export type DatabaseHealth = { ok: boolean; latencyMs?: number; error?: string }

/**
 * Pings PostgreSQL with its own short-lived connection, so that a database that went away is
 * reported within a second instead of hanging on the app's pool.
 */
export async function checkDatabase(connectionString = env().DATABASE_URL): Promise<DatabaseHealth> {
  const started = performance.now()
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return { ok: true, latencyMs: Math.round(performance.now() - started) }
  } catch {
    return { ok: false, error: 'Base de données injoignable' }
  } finally {
    await client.end().catch(() => {})
  }
}
