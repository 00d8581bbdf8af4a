import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'

import { env } from '../env'
import { getPayloadClient } from '../payload'
import { claimNextConnection, releaseConnection } from './leases'
import { syncConnection, type SyncOutcome } from './pull'

/** This process as a holder of leases. */
const THIS_WORKER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

export type RoundOptions = { concurrency?: number; worker?: string }

/**
 * One round of the calendar-sync job (every 5 minutes): the active connections due at `now` are
 * pulled once each, `concurrency` at a time here, by whichever worker claims them first; every
 * worker running the job takes part. A pull that fails in an unexpected way is counted as `retry`
 * and does not stop the round.
 */
export async function syncAllConnections(
  now = new Date(),
  options: RoundOptions = {},
): Promise<Record<SyncOutcome, number>> {
  const { concurrency = env().CALENDAR_SYNC_CONCURRENCY, worker = THIS_WORKER } = options
  const payload = await getPayloadClient()
  const counts: Record<SyncOutcome, number> = { synced: 0, broken: 0, retry: 0, skipped: 0 }
  const startedAt = performance.now()
  // The tick's time plus the time spent since: late claims of a long round still get a full lease.
  const clock = () => new Date(now.getTime() + performance.now() - startedAt)
  const lane = async () => {
    for (
      let id = await claimNextConnection(payload, worker, now, clock());
      id !== null;
      id = await claimNextConnection(payload, worker, now, clock())
    ) {
      try {
        counts[await syncConnection(id, now)]++
      } catch (error) {
        counts.retry++
        console.error(`Synchronisation de l’agenda ${id} reportée`, error)
      } finally {
        await releaseConnection(payload, id, worker)
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane))
  return counts
}
