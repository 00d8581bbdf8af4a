import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'
import type { Payload } from 'payload'

/**
 * The dashboard's closed days, summed once (decision 0071): a day that is over in Paris no longer
 * changes what it counts (bookings are counted on the day they were made, notes on the day they
 * were issued, and neither moves), so each is summed the first time the dashboard's window holds
 * it, into `dashboard_days` and `dashboard_day_cities` (the groomer's city at that time). Only
 * today is read live. An appointment an admin deletes later still counts on the day it was made;
 * a bulk import of past data (`seed:market`) forgets the sums (`forgetClosedDays`).
 *
 * A day is closed once it has ended both for the dashboard's `today` and for the real clock: a
 * dashboard read "as of" a later date (a test) sums nothing ahead of time. Answers the window's
 * last closed day (every closed day of the window is summed then), null when there is none.
 */
export async function rollUpClosedDays(
  payload: Payload,
  firstDay: string,
  today: string,
  zone: string,
  clock = new Date(),
): Promise<string | null> {
  const { rows } = await payload.db.drizzle.execute(sql`
    select to_char("day", 'YYYY-MM-DD') as "day" from "dashboard_days" where "day" >= ${firstDay}::date and "day" < ${today}::date`)
  const summed = new Set(rows.map((row) => String(row.day)))
  const closed: string[] = []
  for (let day = DateTime.fromISO(firstDay, { zone }); (day.toISODate() ?? '') < today; day = day.plus({ days: 1 })) {
    if (day.plus({ days: 1 }).toMillis() > clock.getTime()) break
    closed.push(day.toISODate() ?? '')
  }
  const wanted = closed.filter((day) => !summed.has(day))
  // The span's ends as constants: the planner sees a day's rows, not "some range" (which cost a JIT compilation).
  if (wanted.length > 0) await sumDays(payload, wanted, zone)
  return closed.at(-1) ?? null
}

async function sumDays(payload: Payload, wanted: string[], zone: string) {
  const from = DateTime.fromISO(wanted[0]!, { zone }).toUTC().toISO() ?? ''
  const until = DateTime.fromISO(wanted.at(-1)!, { zone }).plus({ days: 1 }).toUTC().toISO() ?? ''
  await payload.db.drizzle.execute(sql`
    with "wanted" as (select unnest(${`{${wanted.join(',')}}`}::date[]) as "day"),
    "booked" as (
      select (a."created_at" at time zone ${zone})::date as "day", u."city_id", count(*)::int as "bookings"
      from "appointments" a left join "users" u on u."id" = a."groomer_id"
      where a."created_at" >= ${from}::timestamptz and a."created_at" < ${until}::timestamptz
      group by 1, 2
    ),
    "issued" as (
      select ("issued_at" at time zone ${zone})::date as "day", count(*) filter (where "kind" = 'sale')::int as "notes",
        coalesce(sum("total_cents"), 0) as "total", coalesce(sum("tip_cents"), 0) as "tip"
      from "sales" where "issued_at" >= ${from}::timestamptz and "issued_at" < ${until}::timestamptz
      group by 1
    ),
    "days" as (
      insert into "dashboard_days" ("day", "bookings", "sale_notes", "total_cents", "tip_cents")
      select w."day", coalesce((select sum(b."bookings") from "booked" b where b."day" = w."day"), 0),
        coalesce(i."notes", 0), coalesce(i."total", 0), coalesce(i."tip", 0)
      from "wanted" w left join "issued" i on i."day" = w."day"
      on conflict ("day") do nothing
      returning "day"
    )
    insert into "dashboard_day_cities" ("day", "city_id", "bookings")
    select b."day", b."city_id", b."bookings" from "booked" b join "days" d on d."day" = b."day"
    where b."city_id" is not null
    on conflict do nothing`)
}

/** After past data was written in bulk: the closed days are summed again when next shown. */
export async function forgetClosedDays(run: (text: string) => Promise<unknown>): Promise<void> {
  await run('delete from "dashboard_days"')
}
