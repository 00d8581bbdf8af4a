import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { BusyEvent, ProviderKind } from '@/integrations/calendar/providers/port'

import type { TransactionDb } from '../transaction'

export type CalendarRow = { id?: string | null; remoteId: string; name: string; canWrite?: boolean | null; busy?: boolean | null; target?: boolean | null; cursor?: string | null; lastSyncedAt?: string | null; fullSyncedAt?: string | null }
export type ConnectionRow = { id: number; groomer: number; provider: ProviderKind; accountLabel: string; status: 'active' | 'broken'; credentials: string; calendars: CalendarRow[] }

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number))

/** A connection with its encrypted credentials: for the server only (sync jobs, pushes). */
export async function loadConnection(payload: Payload, id: number): Promise<ConnectionRow | null> {
  // System read: the credentials are hidden from everyone else; callers checked who asks.
  const doc = await payload.findByID({ collection: 'calendar-connections', id, overrideAccess: true, showHiddenFields: true, depth: 0, disableErrors: true })
  if (!doc) return null
  return { ...doc, groomer: idOf(doc.groomer), credentials: doc.credentials, calendars: (doc.calendars ?? []) as CalendarRow[] } as ConnectionRow
}

type Drizzle = TransactionDb & { transaction: <T>(run: (tx: TransactionDb) => Promise<T>) => Promise<T> }
export const drizzleOf = (payload: Payload) => payload.db.drizzle as unknown as Drizzle

const CHUNK = 1000

/**
 * Stores one pull of a calendar in one transaction: a full pull replaces the calendar's busy
 * times; an incremental one drops the removed uids (and their `uid#…` occurrences), then adds the
 * changed ones. Raw SQL: a first sync may bring thousands of rows.
 */
export async function applyPull(
  payload: Payload,
  target: { connection: number; groomer: number; calendar: string },
  pull: { changed: BusyEvent[]; removed: string[]; full: boolean },
): Promise<void> {
  await drizzleOf(payload).transaction(async (tx) => {
    // Holds off a disconnection meanwhile; a connection already gone keeps nothing.
    const alive = await tx.execute(sql`select 1 from "calendar_connections" where "id" = ${target.connection} for share`)
    if (alive.rows.length === 0) return
    const scope = sql`"connection_id" = ${target.connection} and "calendar_remote_id" = ${target.calendar}`
    if (pull.full) await tx.execute(sql`delete from "busy_times" where ${scope}`)
    else {
      const gone = [...new Set([...pull.removed, ...pull.changed.map((e) => e.uid)])]
      for (let i = 0; i < gone.length; i += CHUNK) {
        const uids = gone.slice(i, i + CHUNK)
        const patterns = uids.map((uid) => `${uid.replace(/[\\%_]/g, (c) => `\\${c}`)}#%`)
        await tx.execute(sql`delete from "busy_times" where ${scope} and ("uid" = any(${toArray(uids)}) or "uid" like any(${toArray(patterns)}))`)
      }
    }
    for (let i = 0; i < pull.changed.length; i += CHUNK) {
      const events = await withoutOwnEvents(tx, target.connection, pull.changed.slice(i, i + CHUNK))
      if (events.length === 0) continue
      const rows = events.map((e) => sql`(${target.connection}, ${target.groomer}, ${target.calendar}, ${e.uid}, ${e.start.toISOString()}::timestamptz, ${e.end.toISOString()}::timestamptz)`)
      await tx.execute(sql`insert into "busy_times" ("connection_id", "groomer_id", "calendar_remote_id", "uid", "start", "end") values ${sql.join(rows, sql`, `)}`)
    }
  })
}

/**
 * Drops the events this site pushed to the connection (known by the remote id each push stored):
 * an appointment already holds its time, and its copy must not outlive a cancellation or block
 * its own move. Adapters also skip them by uid; this covers providers that do not echo it.
 */
async function withoutOwnEvents(tx: TransactionDb, connection: number, events: BusyEvent[]): Promise<BusyEvent[]> {
  const own = await tx.execute(sql`select "remote_id" from "calendar_pushes" where "connection_id" = ${connection} and "remote_id" = any(${toArray(events.map((e) => e.uid))})`)
  if (own.rows.length === 0) return events
  const ids = new Set(own.rows.map((row) => String(row.remote_id)))
  return events.filter((e) => !ids.has(e.uid))
}

/** Busy times that are in fact the appointment just pushed (pulled before its push was recorded). */
export async function forgetOwnEvent(payload: Payload, connection: number, remoteId: string): Promise<void> {
  await drizzleOf(payload).execute(sql`delete from "busy_times" where "connection_id" = ${connection} and "uid" = ${remoteId}`)
}

const toArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::varchar[]`

export async function clearCalendarBusy(payload: Payload, connection: number, calendar: string): Promise<void> {
  await drizzleOf(payload).execute(sql`delete from "busy_times" where "connection_id" = ${connection} and "calendar_remote_id" = ${calendar}`)
}
