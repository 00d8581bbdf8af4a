import { sql } from '@payloadcms/db-postgres'

import type { Statement as SQL } from '../db/queryText'
import { type AppointmentParties, loadPartiesOf } from '../notifications/parties'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import { pushGroomerNotices } from '../push/groomerNotice'
import type { QueuedChange } from './followUpQueue'

/** Pushes taken in one go: a burst of requests is told in a few round trips, not one per request. */
const BATCH = 50

type Unpushed = { id: number; appointmentId: number; change: QueuedChange }

/**
 * Marks queued follow-ups as pushed and answers them: whoever marks a row sends its push, this
 * drain or the follow-up itself (its take marks it too), so each request is pushed at most once
 * (a process that dies between the mark and the send loses that push; the e-mail still leaves).
 */
async function takeUnpushed(which: SQL = sql`true`, limit = BATCH): Promise<Unpushed[]> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    update "appointment_follow_ups" set "pushed" = true
    where "id" in (
      select "id" from "appointment_follow_ups" where ${which} and not "pushed" order by "id" limit ${limit} for update skip locked)
    returning "id", "appointment_id" as "appointmentId", "change"`)
  // Oldest first (an update's returning rows come in no set order).
  return rows
    .map((row) => ({
      id: Number(row.id),
      appointmentId: Number(row.appointmentId),
      change: row.change as QueuedChange,
    }))
    .sort((a, b) => a.id - b.id)
}

/** Rows whose parties could not be read: their follow-ups push them, after all (those not taken by one meanwhile). */
async function giveBack(rows: readonly Unpushed[]): Promise<void> {
  const payload = await getPayloadClient()
  const ids = sql.join(
    rows.map((row) => sql`${row.id}::bigint`),
    sql`, `,
  )
  await payload.db.drizzle.execute(
    sql`update "appointment_follow_ups" set "pushed" = false where "id" in (${ids}) and "taken_until" is null`,
  )
}

/**
 * The groomers' pushes of the queued requests, as soon as they are queued and before their
 * follow-ups (pages, e-mails) run: a push never waits behind another request's e-mails (issue 36).
 * Answers how many were taken; one that fails is logged, its follow-up's e-mail still leaves.
 */
export async function drainFollowUpPushes(): Promise<{ pushes: number }> {
  let taken = 0
  for (;;) {
    const rows = await takeUnpushed()
    if (rows.length === 0) return { pushes: taken }
    taken += rows.length
    let parties: Map<number, AppointmentParties>
    try {
      parties = await loadPartiesOf(rows.map((row) => row.appointmentId))
    } catch (error) {
      log('error', 'groomer pushes left to the follow-ups', { appointments: rows.length, error })
      await giveBack(rows)
      return { pushes: taken - rows.length }
    }
    const told = await pushGroomerNotices(
      rows.flatMap((row) => {
        const found = parties.get(row.appointmentId)
        return found ? [{ parties: found, kind: row.change.kind }] : []
      }),
    )
    if (told === 'unread') {
      await giveBack(rows)
      return { pushes: taken - rows.length }
    }
  }
}

/**
 * The groomer's push of a request just booked, sent by the process that booked it once the owner
 * has their answer, with the parties it has in hand: no read of them, no turn in the worker's
 * drain (under bench:push's burst the drain's batches were half of a push's wait). Whichever of
 * this and the worker's drains marks the row first pushes it. Never throws.
 */
export async function pushQueuedNow(appointmentId: number, parties: AppointmentParties): Promise<void> {
  try {
    // One appointment's rows, queued by the request that is still in this process.
    const rows = await takeUnpushed(sql`"appointment_id" = ${appointmentId}`)
    if (rows.length === 0) return
    const told = await pushGroomerNotices(rows.map((row) => ({ parties, kind: row.change.kind })))
    if (told === 'unread') await giveBack(rows)
  } catch (error) {
    log('error', 'groomer push left to the jobs process', { appointment: appointmentId, error })
  }
}
