import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from './store'

const MINUTE = 60_000
/** A connection claimed in a round is due again this long after the round's tick: in every round of a 5-minute schedule, once. */
export const SYNC_INTERVAL_MS = 4 * MINUTE
/** How long a worker holds a claimed connection: one that died meanwhile leaves it to others after this. */
export const SYNC_LEASE_MS = 10 * MINUTE

const at = (date: Date, plusMs = 0) => new Date(date.getTime() + plusMs).toISOString()

/**
 * Claims the next active connection due at `roundAt` (the round's start) and free of any lease at
 * `claimAt`: one statement, so that of two workers claiming together each gets its own (SKIP
 * LOCKED). The claim leases it to `worker` until `claimAt` + SYNC_LEASE_MS and makes it due again
 * SYNC_INTERVAL_MS after `roundAt` (however late in the round it was claimed), so a round never
 * takes it twice and the next one takes it again. Answers its id, or null when nothing is left.
 */
export async function claimNextConnection(
  payload: Payload,
  worker: string,
  roundAt: Date,
  claimAt: Date,
): Promise<number | null> {
  const { rows } = await drizzleOf(payload).execute(sql`
    update "calendar_connections" c set "sync_leased_by" = ${worker}, "sync_lease_until" = ${at(claimAt, SYNC_LEASE_MS)}::timestamptz,
      "sync_due_at" = ${at(roundAt, SYNC_INTERVAL_MS)}::timestamptz
    where c."id" = (
      select "id" from "calendar_connections"
      where "status" = 'active' and ("sync_due_at" is null or "sync_due_at" <= ${at(roundAt)}::timestamptz)
        and ("sync_lease_until" is null or "sync_lease_until" <= ${at(claimAt)}::timestamptz)
      order by "sync_due_at" nulls first, "id"
      limit 1
      for update skip locked)
    returning c."id"`)
  return rows.length > 0 ? Number(rows[0].id) : null
}

/** Ends `worker`'s lease (a lease that ran out and was claimed again by another stays theirs). */
export async function releaseConnection(payload: Payload, id: number, worker: string): Promise<void> {
  await drizzleOf(payload).execute(sql`
    update "calendar_connections" set "sync_leased_by" = null, "sync_lease_until" = null where "id" = ${id} and "sync_leased_by" = ${worker}`)
}
