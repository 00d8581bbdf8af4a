import { sql } from '@payloadcms/db-postgres'

type Range = { start: Date; end: Date }

/** Minutes a freed slot stays held for the waiting-list subscriber it was offered to. */
export const HOLD_MINUTES = 15

/**
 * SQL condition on a `waitlist_holds` row aliased `h`: the hold still holds its time. Expired
 * rows keep `active` until a sweep marks them; the clock decides meanwhile.
 */
export const holdIsActive = sql`h."status" = 'active' and h."expires_at" > now()`

/** SQL: an active waiting-list hold of the groomer overlaps the range (other than `exceptHold`). */
export const heldTimeOverlaps = (groomerId: number, range: Range, exceptHold = 0) => sql`
  exists(select 1 from "waitlist_holds" h where h."groomer_id" = ${groomerId} and h."id" <> ${exceptHold} and ${holdIsActive}
    and h."start" < ${range.end.toISOString()}::timestamptz and h."end" > ${range.start.toISOString()}::timestamptz)`
