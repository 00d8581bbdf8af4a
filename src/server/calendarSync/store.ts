import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { BusyEvent, ProviderKind } from '@/integrations/calendar/port'

import type { TransactionDb } from '../transaction'

export type CalendarRow = {
  id?: string | null
  remoteId: string
  name: string
  canWrite?: boolean | null
  busy?: boolean | null
  target?: boolean | null
  cursor?: string | null
  lastSyncedAt?: string | null
  fullSyncedAt?: string | null
}
export type ConnectionRow = {
  id: number
  groomer: number
  provider: ProviderKind
  accountLabel: string
  status: 'active' | 'broken'
  credentials: string
  calendars: CalendarRow[]
}

const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number)

/** A connection with its encrypted credentials: for the server only (sync jobs, pushes). */
export async function loadConnection(payload: Payload, id: number): Promise<ConnectionRow | null> {
  // System read: the credentials are hidden from everyone else; callers checked who asks.
  const doc = await payload.findByID({
    collection: 'calendar-connections',
    id,
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
    disableErrors: true,
  })
  if (!doc) return null
  return {
    ...doc,
    groomer: idOf(doc.groomer),
    credentials: doc.credentials,
    calendars: (doc.calendars ?? []) as CalendarRow[],
  } as ConnectionRow
}

type Drizzle = TransactionDb & { transaction: <T>(run: (tx: TransactionDb) => Promise<T>) => Promise<T> }
export const drizzleOf = (payload: Payload) => payload.db.drizzle as unknown as Drizzle

/** Removed uids per statement: each is two index probes (the uid, its `uid#…` occurrences). */
const REMOVED_CHUNK = 200

/**
 * Stores one pull of a calendar in one transaction, touching only what changed: rows are keyed by
 * (connection, calendar, uid), where an occurrence of a recurring event is `uid#start`. A full pull
 * deletes the rows it no longer lists; an incremental one deletes the removed uids and their
 * occurrences. Both then upsert the pulled events, and a row whose range did not change is not
 * written. Raw SQL: a first sync may bring thousands of rows.
 */
export async function applyPull(
  payload: Payload,
  target: { connection: number; groomer: number; calendar: string },
  pull: { changed: BusyEvent[]; removed: string[]; full: boolean },
): Promise<void> {
  await drizzleOf(payload).transaction(async (tx) => {
    // Holds off a disconnection meanwhile, and another pull of this connection until this one commits.
    const alive = await tx.execute(
      sql`select 1 from "calendar_connections" where "id" = ${target.connection} for no key update`,
    )
    if (alive.rows.length === 0) return
    const pulled = lastOfEachUid(pull.changed)
    const events = await withoutOwnEvents(tx, target.connection, pulled)
    const kept = sql.param(events.map((e) => e.uid))
    const scope = sql`"connection_id" = ${target.connection} and "calendar_remote_id" = ${target.calendar}`
    if (pull.full)
      await tx.execute(sql`delete from "busy_times" where ${scope} and not ("uid" = any(${kept}::varchar[]))`)
    else {
      // The site's own events are dropped even when only changed (Google and Graph list no removal for them).
      const own = pulled.filter((e) => !events.includes(e)).map((e) => e.uid)
      const gone = [...new Set([...pull.removed, ...own])]
      for (let i = 0; i < gone.length; i += REMOVED_CHUNK) {
        const matches = gone
          .slice(i, i + REMOVED_CHUNK)
          .map((uid) => sql`"uid" = ${uid} or "uid" like ${`${uid.replace(/[\\%_]/g, (c) => `\\${c}`)}#%`}`)
        await tx.execute(
          sql`delete from "busy_times" where ${scope} and (${sql.join(matches, sql` or `)}) and not ("uid" = any(${kept}::varchar[]))`,
        )
      }
    }
    if (events.length === 0) return
    await tx.execute(sql`
      insert into "busy_times" ("connection_id", "groomer_id", "calendar_remote_id", "uid", "start", "end")
      select ${target.connection}, ${target.groomer}, ${target.calendar}, e."uid", e."start", e."end"
      from unnest(${kept}::varchar[], ${sql.param(events.map((e) => e.start.toISOString()))}::timestamptz[], ${sql.param(events.map((e) => e.end.toISOString()))}::timestamptz[]) as e("uid", "start", "end")
      on conflict ("connection_id", "calendar_remote_id", "uid") do update set "groomer_id" = excluded."groomer_id", "start" = excluded."start", "end" = excluded."end", "updated_at" = now()
      where ("busy_times"."groomer_id", "busy_times"."start", "busy_times"."end") is distinct from (excluded."groomer_id", excluded."start", excluded."end")`)
  })
}

/** One event per uid (the last one listed): a calendar may repeat an occurrence, one upsert may not. */
function lastOfEachUid(events: BusyEvent[]): BusyEvent[] {
  return [...new Map(events.map((e) => [e.uid, e])).values()]
}

/**
 * Drops the events this site pushed to the connection (known by the remote id each push stored):
 * an appointment already holds its time, and its copy must not outlive a cancellation or block
 * its own move. Adapters also skip them by uid; this covers providers that do not echo it.
 */
async function withoutOwnEvents(tx: TransactionDb, connection: number, events: BusyEvent[]): Promise<BusyEvent[]> {
  if (events.length === 0) return events
  const own = await tx.execute(
    sql`select "remote_id" from "calendar_pushes" where "connection_id" = ${connection} and "remote_id" = any(${sql.param(events.map((e) => e.uid))}::varchar[])`,
  )
  if (own.rows.length === 0) return events
  const ids = new Set(own.rows.map((row) => String(row.remote_id)))
  return events.filter((e) => !ids.has(e.uid))
}

/** Busy times that are in fact the appointment just pushed (pulled before its push was recorded). */
export async function forgetOwnEvent(payload: Payload, connection: number, remoteId: string): Promise<void> {
  await drizzleOf(payload).execute(
    sql`delete from "busy_times" where "connection_id" = ${connection} and "uid" = ${remoteId}`,
  )
}

export async function clearCalendarBusy(payload: Payload, connection: number, calendar: string): Promise<void> {
  await drizzleOf(payload).execute(
    sql`delete from "busy_times" where "connection_id" = ${connection} and "calendar_remote_id" = ${calendar}`,
  )
}
