import type { Payload } from 'payload'

/** A restart or a failover ends every pooled connection at once: one log line for them all. */
const QUIET_MS = 10_000

/**
 * A pooled connection that the database ends while it is idle (a restart, a failover, a proxy's
 * idle timeout, Ctrl+C reaching the embedded database) is an 'error' event on the pool; pg drops
 * that connection and opens another for the next query. Payload's adapter listens to none, so the
 * process would crash on it: a web instance or the jobs would go down with the database instead
 * of recovering when it is back.
 */
export function surviveLostConnections(payload: Payload) {
  let quietUntil = 0
  payload.db.pool.on('error', (error: Error & { code?: string }) => {
    if (Date.now() < quietUntil) return
    quietUntil = Date.now() + QUIET_MS
    payload.logger.warn(
      { code: error.code, message: error.message },
      'database connection lost; the pool opens another',
    )
  })
}
