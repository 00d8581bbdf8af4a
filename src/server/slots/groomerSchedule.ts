import { sql } from '@payloadcms/db-postgres'
import type { ScheduleInput } from 'booking-engine'

import { preparedRows } from '../db/prepared'
import type { Statement } from '../db/queryText'
import { holdIsActive } from '../busyTime/heldTime'
import { scheduleOf, type GroomerFields, type ScheduleRows } from './schedules'

type Busy = { start: string; end: string }[]

/** UTC ISO text of a timestamptz column, whatever the connection's time zone (as Payload answers dates). */
export const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

/** `exceptHold`: the waiting-list hold being claimed, whose time is its holder's. */
export type ScheduleWindow = { from: Date; until?: Date; exceptAppointment?: number; exceptHold?: number }

/**
 * SQL columns: one groomer's schedule records and the bookings, waiting-list holds and outside-calendar busy times
 * that hold time in a window, read by `scheduleFromRow`. Part of one query on the booking path,
 * where five separate reads cost more than the engine. `id` is the groomer's id or an SQL
 * expression naming it (a column of the row being read).
 */
export function scheduleColumns(id: number | Statement, window: ScheduleWindow) {
  const until = window.until ? window.until.toISOString() : '9999-12-31T00:00:00Z'
  return sql`
      (select coalesce(json_agg(json_build_object('weekday', a."weekday", 'start', a."start", 'end', a."end", 'everyNWeeks', a."every_n_weeks",
          'validFrom', ${iso('a."valid_from"')}, 'validUntil', ${iso('a."valid_until"')})), '[]'::json)
        from "availabilities" a where a."groomer_id" = ${id}) as "availabilities",
      (select coalesce(json_agg(json_build_object('from', ${iso('h."from"')}, 'to', ${iso('h."to"')})), '[]'::json)
        from "holidays" h where h."groomer_id" = ${id}) as "holidays",
      (select coalesce(json_agg(json_build_object('start', ${iso('u."start"')}, 'end', ${iso('u."end"')})), '[]'::json)
        from "unavailabilities" u where u."groomer_id" = ${id}) as "unavailabilities",
      (select coalesce(json_agg(w."date"), '[]'::json) from "worked_public_holidays" w where w."groomer_id" = ${id}) as "worked",
      (select coalesce(json_agg(json_build_object('start', ${iso('b."start"')}, 'end', ${iso('b."end"')})), '[]'::json) from (
        select a."start", a."end" from "appointments" a
        where a."groomer_id" = ${id} and a."status" in ('pending', 'confirmed')
          and a."end" > ${window.from.toISOString()}::timestamptz and a."start" < ${until}::timestamptz
          and a."id" <> ${window.exceptAppointment ?? 0}
        union all
        select h."start", h."end" from "waitlist_holds" h
        where h."groomer_id" = ${id} and ${holdIsActive}
          and h."end" > ${window.from.toISOString()}::timestamptz and h."start" < ${until}::timestamptz
          and h."id" <> ${window.exceptHold ?? 0}) b) as "busy",
      (select coalesce(json_agg(json_build_object('start', ${iso('t."start"')}, 'end', ${iso('t."end"')})), '[]'::json)
        from "busy_times" t
        where t."groomer_id" = ${id} and t."end" > ${window.from.toISOString()}::timestamptz and t."start" < ${until}::timestamptz) as "outside"`
}

export type GroomerScheduleRow = ScheduleRows & { busy: Busy; outside: Busy }

/** The engine's schedule and busy times from a row of `scheduleColumns`. */
export function scheduleFromRow(
  groomer: GroomerFields,
  row: GroomerScheduleRow,
): { schedule: ScheduleInput; busy: Busy } {
  // The groomer's outside calendars (busy-times) hold time like bookings do.
  return { schedule: scheduleOf(groomer, row), busy: [...row.busy, ...row.outside] }
}

/** One groomer's schedule and busy times in a window, in a single query (same result as `loadSchedules` + `loadBusy`, tests/int/booking-schedule.test.ts). */
export async function loadGroomerSchedule(
  groomer: GroomerFields,
  window: ScheduleWindow,
): Promise<{ schedule: ScheduleInput; busy: Busy }> {
  // System read: only the resulting free slots are shown, never these private records.
  const [row] = await preparedRows(sql`select ${scheduleColumns(groomer.id, window)}`)
  return scheduleFromRow(groomer, row as unknown as GroomerScheduleRow)
}

/**
 * Several groomers' schedules and busy times in a window, in one prepared query whatever their
 * number (same result as `loadSchedules` + `loadBusy`, tests/int/booking-schedule.test.ts). The
 * directory's read: through Payload, its seven queries and the per-field work on each returned
 * record cost more than the page's rendering.
 */
export async function loadGroomerSchedules(
  groomers: GroomerFields[],
  window: ScheduleWindow,
): Promise<Map<number, { schedule: ScheduleInput; busy: Busy }>> {
  if (groomers.length === 0) return new Map()
  // System read: only the resulting free slots are shown, never these private records.
  const rows = await preparedRows(
    sql`select g."id", ${scheduleColumns(sql`g."id"`, window)} from unnest(${sql.param(groomers.map((g) => g.id))}::int[]) as g("id")`,
  )
  const byId = new Map(rows.map((row) => [Number(row.id), row as unknown as GroomerScheduleRow]))
  return new Map(
    groomers.flatMap((groomer) => {
      const row = byId.get(groomer.id)
      return row ? [[groomer.id, scheduleFromRow(groomer, row)] as const] : []
    }),
  )
}
