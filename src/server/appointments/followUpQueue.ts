import { sql } from '@payloadcms/db-postgres'

import type { Statement as SQL } from '../db/queryText'

/** Announced by the table's trigger at each insert (migration 20261128_000000). */
export const FOLLOW_UPS_CHANNEL = 'appointment_follow_ups'

/** A change whose follow-up can wait in the table: what it says is plain JSON. */
export type QueuedChange = { kind: 'requested' } | { kind: 'booked' }

/** The insert that queues `change` for each appointment of `rows` (a relation with an "id"), in the change's own transaction. */
export const queueFollowUp = (rows: SQL, change: QueuedChange): SQL =>
  sql`insert into "appointment_follow_ups" ("appointment_id", "change") select "id", ${JSON.stringify(change)}::jsonb from ${rows}`
