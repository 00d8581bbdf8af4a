import type { Payload } from 'payload'

import { createGroomer } from '../lib/people'

/**
 * Many rows at once for the benchmarks, in SQL: what is measured is the jobs on a large table,
 * not how the rows got there.
 */

/** `count` groomers: one made through Payload, copied in SQL (new e-mail and uri; other unique fields left empty). */
export async function manyGroomers(payload: Payload, count: number, label: string): Promise<number[]> {
  const template = await createGroomer(payload)
  const { rows: columns } = await payload.db.pool.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'users'
       and column_name not in ('id', 'email', 'uri', 'referral_code', 'tracking_number')`,
  )
  const list = columns.map((c) => `"${c.column_name}"`).join(', ')
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `insert into "users" (${list}, "email", "uri")
     select ${list}, $2 || '-' || g || '@bench.fr', $2 || '-' || g from "users", generate_series(1, $1::int - 1) g where "users"."id" = $3
     returning "id"`,
    [count, `${label}-${Date.now()}`, template.id],
  )
  return [Number(template.id), ...rows.map((row) => Number(row.id))]
}

/** One active CalDAV connection per groomer, each with one busy calendar (`calendarUrls[i]` for `groomers[i]`). */
export async function manyConnections(
  payload: Payload,
  groomers: number[],
  calendarUrls: string[],
  credentials: string,
): Promise<number[]> {
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `with made as (
       insert into "calendar_connections" ("groomer_id", "provider", "account_label", "status", "credentials")
       select g.id, 'icloud', 'flotte-' || g.n, 'active', $3 from unnest($1::int[]) with ordinality as g(id, n) returning "id", "account_label")
     insert into "calendar_connections_calendars" ("_order", "_parent_id", "id", "remote_id", "name", "can_write", "busy", "target")
     select 1, made."id", md5(random()::text || made."id"), c.url, 'Travail', true, true, false
     from made join unnest($2::varchar[]) with ordinality as c(url, n) on made."account_label" = 'flotte-' || c.n
     returning "_parent_id" as "id"`,
    [groomers, calendarUrls, credentials],
  )
  return rows.map((row) => Number(row.id))
}
