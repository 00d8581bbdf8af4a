import { sql } from '@payloadcms/db-postgres'

import { getPayloadClient } from '../payload'
import type { JobReport } from './types'

/**
 * Confirmed appointments of a day that is over (in the groomer's zone) and never closed by the
 * groomer (no step, arrived or ready) become finished: the day's figures count them as visits.
 * A no-show the groomer set stays one. One UPDATE: running twice changes nothing more.
 */
export async function finishPastVisits(now: Date): Promise<JobReport> {
  const payload = await getPayloadClient()
  const at = now.toISOString()
  // A zone PostgreSQL does not know (typed by hand in the admin) counts as Paris instead of failing the run.
  const { rows } = await payload.db.drizzle.execute(sql`
    with due as (
      select a."id", coalesce((select z."name" from pg_timezone_names z where z."name" = a."timezone"), 'Europe/Paris') as "zone", a."end"
      from "appointments" a
      where a."status" = 'confirmed' and (a."visit_status" is null or a."visit_status" in ('arrived', 'ready')) and a."end" < ${at}::timestamptz
    )
    update "appointments" a set "visit_status" = 'finished', "visit_status_at" = ${at}::timestamptz
    from due
    -- Checked again on the row itself: a no-show or a cancellation written meanwhile stays as written.
    where a."id" = due."id" and a."status" = 'confirmed' and (a."visit_status" is null or a."visit_status" in ('arrived', 'ready'))
      and (due."end" at time zone due."zone")::date < (${at}::timestamptz at time zone due."zone")::date
    returning a."id"`)
  return { finished: rows.length }
}
