import type { Payload } from 'payload'

/**
 * Runs `work` while holding the session advisory lock of `name` on a pooled connection of its own,
 * or returns `busy` at once when another instance (or this one) is already running it: a run in
 * progress is skipped, never queued. The lock goes with the connection if the process dies.
 */
export async function withJobLock<T>(
  payload: Payload,
  name: string,
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  const client = await payload.db.pool.connect()
  let locked = false
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [
      `job:${name}`,
    ])
    locked = rows[0]?.locked === true
    if (!locked) return { ran: false }
    return { ran: true, result: await work() }
  } finally {
    if (locked) await client.query('select pg_advisory_unlock(hashtext($1))', [`job:${name}`]).catch(() => {})
    client.release()
  }
}
