import { sql } from '@payloadcms/db-postgres'

import { knownZoneNames } from '../db/knownZones'
import { getPayloadClient } from '../payload'

/** A request the groomer has not answered this long after it was made expires (moving it does not restart the clock). */
export const ANSWER_WITHIN_HOURS = 48
/** …and so does one whose start is this close: the attendee must be free to book elsewhere. */
export const EXPIRE_BEFORE_START_HOURS = 2

/**
 * Requests expired per statement (each of the two reasons reads at most this many). Small, so that
 * stopping early is what makes the ordered walk of the partial index cheapest: with 1,000, a tenth
 * of the market planned a read of every pending request through the status index (10 ms a minute,
 * the statistics still counting requests the job had just expired).
 */
const EXPIRY_BATCH = 100

/** A request that expired, with the time it held (free again). */
export type ExpiredRequest = { id: number; groomer: number; start: Date; end: Date }

/**
 * Pending requests waiting for the groomer's validation (not times a groomer proposed in answer
 * to availabilities) become `expired` in one conditional UPDATE: the status change is the claim,
 * so each one is answered once, whichever instance ran it. Answers the expired appointments and
 * the time each one freed.
 */
export async function expireDueRequests(now: Date): Promise<ExpiredRequest[]> {
  const payload = await getPayloadClient()
  const answeredBy = new Date(now.getTime() - ANSWER_WITHIN_HOURS * 3600_000).toISOString()
  const startsBefore = new Date(now.getTime() + EXPIRE_BEFORE_START_HOURS * 3600_000).toISOString()
  // requested_at: when the request was made (kept by a postpone; a confirmed appointment moved by its owner
  // waits afresh). updated_at: rows written before requested_at existed, and tests that age a request.
  // The two reasons as two ordered walks of their partial indexes with a LIMIT: the plan stays on
  // them whatever the statistics say (one OR read, or a read of every pending request through the
  // status index, went over 30,000 requests at market size). More than a batch due: read again.
  const expired: Record<string, unknown>[] = []
  for (;;) {
    const { rows } = await payload.db.drizzle.execute(sql`
      with "due" as (
        (select "id" from "appointments" where "status" = 'pending' and "availability_request_id" is null
          and least("requested_at", "updated_at") <= ${answeredBy}::timestamptz
          order by least("requested_at", "updated_at") limit ${EXPIRY_BATCH})
        union
        (select "id" from "appointments" where "status" = 'pending' and "availability_request_id" is null
          and "start" < ${startsBefore}::timestamptz
          order by "start" limit ${EXPIRY_BATCH})
      )
      update "appointments" a set "status" = 'expired', "updated_at" = ${now.toISOString()}::timestamptz
      from "due" where a."id" = "due"."id" and a."status" = 'pending'
        -- A booking whose guarantee is still being paid is not a request yet: its checkout's end releases it.
        and not exists(select 1 from "booking_guarantees" g where g."appointment_id" = a."id" and g."state" = 'awaiting')
      returning a."id", a."groomer_id" as "groomer", a."start", a."end"`)
    expired.push(...rows)
    if (rows.length < EXPIRY_BATCH) break
  }
  return expired.map((row) => ({
    id: Number(row.id),
    groomer: Number(row.groomer),
    start: new Date(row.start as string | Date),
    end: new Date(row.end as string | Date),
  }))
}

/** The visits finish-visits is after (the predicate of appointments_unfinished_zone_end_idx). */
const UNFINISHED = sql`"status" = 'confirmed' and ("visit_status" is null or "visit_status" in ('arrived', 'ready'))`

/** Visits finished per statement (each an ordered walk of the index, so the plan stays on it). */
const FINISH_BATCH = 2_000

/**
 * Confirmed appointments of a day that is over (in the groomer's zone) and never closed by the
 * groomer (no step, arrived or ready) become finished: the day's figures count them as visits.
 * A no-show the groomer set stays one. Conditional UPDATEs: running twice changes nothing more.
 * Answers how many. The zones of the visits to finish are read by a loose scan of their index,
 * then, zone by zone, the visits that ended before its midnight, in `end` order from the index
 * (a LIMIT keeps the plan there: a join on the zones' midnights made PostgreSQL read the whole
 * table at market size, 1.9 s); a visit of today never is read (migration 20261201_230000).
 */
export async function finishDueVisits(now: Date): Promise<number> {
  const payload = await getPayloadClient()
  const at = now.toISOString()
  const { rows: zones } = await payload.db.drizzle.execute<{ tz: string }>(sql`
    with recursive "zone" as (
      (select coalesce("timezone", '') as "tz" from "appointments" where ${UNFINISHED} order by coalesce("timezone", '') limit 1)
      union all
      select (select coalesce(a."timezone", '') from "appointments" a
              where ${UNFINISHED} and coalesce(a."timezone", '') > "zone"."tz" order by coalesce(a."timezone", '') limit 1)
      from "zone" where "zone"."tz" is not null
    )
    select "tz" from "zone" where "tz" is not null`)
  if (zones.length === 0) return 0
  const known = await knownZoneNames()
  let finished = 0
  for (const { tz } of zones) {
    // A zone PostgreSQL does not know (typed by hand in the admin) counts as Paris instead of failing the run.
    const zone = known.has(tz) ? tz : 'Europe/Paris'
    for (;;) {
      const { rows } = await payload.db.drizzle.execute(sql`
        update "appointments" a set "visit_status" = 'finished', "visit_status_at" = ${at}::timestamptz
        where a."id" in (
          select "id" from "appointments"
          where ${UNFINISHED} and coalesce("timezone", '') = ${tz}
            and "end" < ((${at}::timestamptz at time zone ${zone})::date::timestamp at time zone ${zone})
          order by "end" limit ${FINISH_BATCH})
          and a."status" = 'confirmed' and (a."visit_status" is null or a."visit_status" in ('arrived', 'ready'))
        returning a."id"`)
      finished += rows.length
      if (rows.length < FINISH_BATCH) break
    }
  }
  return finished
}
