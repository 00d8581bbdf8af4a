import { sql } from '@payloadcms/db-postgres'

import type { Statement as SQL } from '../db/queryText'
import { loadPartiesOf, type AppointmentParties } from '../notifications/parties'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import { afterAppointmentChange, type AppointmentChange } from './afterChange'
import type { QueuedChange } from './followUpQueue'

/** A taken follow-up is its taker's for this long; after that (the process died) another runs it. */
const LEASE = sql.raw(`interval '5 minutes'`)
/** A follow-up that brought its process down three times is left in the table for a person to look at. */
const MAX_ATTEMPTS = 3
/** Follow-ups run side by side in one drain (each is a few reads and writes, mostly waiting on the database). */
const SIDE_BY_SIDE = 4

/** `pushed`: the groomer's push had already been taken (by the pushes' drain, or an earlier attempt). */
type FollowUpRow = { id: number; appointmentId: number; change: QueuedChange; pushed: boolean }

/**
 * Takes follow-ups nobody holds, oldest first (skipping those another process is taking at this
 * instant), and their pushes with them when src/server/appointments/followUpPushes.ts has not.
 */
async function take(which: SQL, limit: number): Promise<FollowUpRow[]> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    with "picked" as (
      select "id", "pushed" from "appointment_follow_ups"
      where ${which} and ("taken_until" is null or "taken_until" < now()) and "attempts" < ${MAX_ATTEMPTS}
      order by "id" limit ${limit} for update skip locked)
    update "appointment_follow_ups" as "row" set "taken_until" = now() + ${LEASE}, "attempts" = "row"."attempts" + 1,
      "pushed" = true
    from "picked" where "row"."id" = "picked"."id"
    returning "row"."id", "row"."appointment_id" as "appointmentId", "row"."change", "picked"."pushed"`)
  return rows
    .map((row) => ({
      id: Number(row.id),
      appointmentId: Number(row.appointmentId),
      change: row.change as QueuedChange,
      pushed: row.pushed === true,
    }))
    .sort((a, b) => a.id - b.id)
}

/** Runs one taken follow-up; whatever failed inside was logged by afterAppointmentChange. */
async function run(row: FollowUpRow, parties?: AppointmentParties): Promise<void> {
  const change: AppointmentChange = { kind: row.change.kind, parties, pushed: row.pushed }
  await afterAppointmentChange(row.appointmentId, change)
}

/** Removes follow-ups that ran: each is done once. */
async function remove(rows: readonly FollowUpRow[]): Promise<void> {
  if (rows.length === 0) return
  const payload = await getPayloadClient()
  const ids = sql.join(
    rows.map((row) => sql`${row.id}::int`),
    sql`, `,
  )
  await payload.db.drizzle.execute(sql`delete from "appointment_follow_ups" where "id" in (${ids})`)
}

/**
 * Runs here and now what is queued for one appointment (`parties`, when the caller has just read
 * them, spare the reads). Never throws: what could not run stays queued for the jobs process.
 */
export async function runFollowUpsNow(appointmentId: number, parties?: AppointmentParties): Promise<void> {
  try {
    for (const row of await take(sql`"appointment_id" = ${appointmentId}`, 10)) {
      await run(row, parties)
      await remove([row])
    }
  } catch (error) {
    log('error', 'appointment follow-up left to the jobs process', { appointment: appointmentId, error })
  }
}

/**
 * Takes and runs queued follow-ups until none is left; answers how many ran. `giveWay` is awaited
 * before each batch is taken (the jobs process lets the groomers' pushes go first).
 */
export async function drainFollowUps({ giveWay }: { giveWay?: () => Promise<void> } = {}): Promise<{
  followUps: number
}> {
  let done = 0
  for (;;) {
    await giveWay?.()
    const rows = await take(sql`true`, 20)
    if (rows.length === 0) return { followUps: done }
    // The people of the whole batch and their groomers' wordings in five reads, not five per follow-up (a failure leaves each to read its own).
    const parties = await loadPartiesOf(
      rows.map((row) => row.appointmentId),
      { wordings: true },
    ).catch(() => new Map<number, AppointmentParties>())
    for (let i = 0; i < rows.length; i += SIDE_BY_SIDE) {
      const group = rows.slice(i, i + SIDE_BY_SIDE)
      const ran = await Promise.all(
        group.map((row) =>
          run(row, parties.get(row.appointmentId)).then(
            () => row,
            (error: unknown) =>
              log('error', 'appointment follow-up not run', { appointment: row.appointmentId, error }),
          ),
        ),
      )
      // Those that ran leave the table together (one that threw stays for another attempt).
      await remove(ran.filter((row) => row !== undefined))
    }
    done += rows.length
  }
}
