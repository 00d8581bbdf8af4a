import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { CredentialError, CursorExpiredError, type BusySync, type CalendarProvider } from '@/integrations/calendar/port'

import { refreshGroomerPages } from '../cache/refreshPublicPages'
import { getPayloadClient } from '../payload'
import { markBroken } from './broken'
import { providerFor } from './registry'
import { applyPull, drizzleOf, loadConnection, type CalendarRow } from './store'

export type SyncOutcome = 'synced' | 'broken' | 'retry' | 'skipped'

const running = new Map<number, Promise<SyncOutcome>>()

/**
 * Pulls every busy calendar of one connection. One pull per connection at a time in this
 * process: a second caller waits for the running one, then pulls again.
 */
export async function syncConnection(connectionId: number, now = new Date()): Promise<SyncOutcome> {
  const previous = running.get(connectionId)
  const next = (previous ? previous.catch(() => 'retry' as const) : Promise.resolve()).then(() =>
    pullConnection(connectionId, now),
  )
  running.set(connectionId, next)
  try {
    return await next
  } finally {
    if (running.get(connectionId) === next) running.delete(connectionId)
  }
}

async function pullConnection(connectionId: number, now: Date): Promise<SyncOutcome> {
  const payload = await getPayloadClient()
  const connection = await loadConnection(payload, connectionId)
  if (!connection || connection.status !== 'active') return 'skipped'
  let provider: CalendarProvider
  try {
    provider = providerFor(connection)
  } catch (error) {
    await markBroken(payload, connectionId, (error as Error).message, now)
    return 'broken'
  }
  let changedAny = false
  let outcome: SyncOutcome = 'synced'
  const calendars = connection.calendars.map((c) => ({ ...c }))
  for (const calendar of calendars.filter((c) => c.busy)) {
    try {
      const pull = await pullCalendar(provider, calendar, now)
      await applyPull(
        payload,
        { connection: connectionId, groomer: connection.groomer, calendar: calendar.remoteId },
        pull,
      )
      calendar.cursor = pull.cursor
      calendar.lastSyncedAt = now.toISOString()
      if (pull.full) calendar.fullSyncedAt = now.toISOString()
      changedAny ||= pull.full || pull.changed.length > 0 || pull.removed.length > 0
    } catch (error) {
      if (error instanceof CredentialError) {
        await markBroken(payload, connectionId, error.message, now)
        return 'broken'
      }
      // TemporaryProviderError and the unexpected: this calendar is pulled again next run.
      console.error(`Synchronisation de l’agenda ${connectionId} (${calendar.name}) reportée`, error)
      outcome = 'retry'
    }
  }
  await saveCursors(payload, connectionId, calendars)
  if (changedAny) await refreshPagesOf(payload, connection.groomer)
  return outcome
}

/**
 * A complete listing every 30 days even when the cursor still works: Graph's delta window and the
 * expansion of CalDAV recurrences are fixed when a round starts, so far events would otherwise
 * never come in, and a recurring event would stop blocking a year after the first pull.
 */
const FULL_RESYNC_MS = 30 * 86_400_000

const fullListingDue = (calendar: CalendarRow, now: Date) =>
  !calendar.fullSyncedAt || now.getTime() - new Date(calendar.fullSyncedAt).getTime() >= FULL_RESYNC_MS

async function pullCalendar(provider: CalendarProvider, calendar: CalendarRow, now: Date): Promise<BusySync> {
  const cursor = fullListingDue(calendar, now) ? null : (calendar.cursor ?? null)
  try {
    return await provider.pullBusy(calendar.remoteId, cursor)
  } catch (error) {
    if (!(error instanceof CursorExpiredError) || !cursor) throw error
    // The cursor is no longer valid: list everything again, replacing this calendar's busy times.
    return { ...(await provider.pullBusy(calendar.remoteId, null)), full: true }
  }
}

/** Cursors only: the groomer may have changed the busy/target choices while we pulled. */
async function saveCursors(payload: Payload, connectionId: number, pulled: CalendarRow[]): Promise<void> {
  const db = drizzleOf(payload)
  for (const calendar of pulled) {
    if (!calendar.lastSyncedAt || !calendar.id) continue
    await db.execute(sql`update "calendar_connections_calendars" set "cursor" = ${calendar.cursor ?? null}, "last_synced_at" = ${calendar.lastSyncedAt}::timestamptz,
      "full_synced_at" = ${calendar.fullSyncedAt ?? null}::timestamptz
      where "id" = ${calendar.id} and "_parent_id" = ${connectionId} and "busy" = true`)
  }
}

async function refreshPagesOf(payload: Payload, groomerId: number): Promise<void> {
  // System read: which public pages show this groomer's slots.
  const groomer = await payload.findByID({
    collection: 'users',
    id: groomerId,
    overrideAccess: true,
    depth: 1,
    select: { uri: true, city: true },
  })
  void refreshGroomerPages({
    uri: groomer.uri,
    cityUri: groomer.city && typeof groomer.city === 'object' ? groomer.city.uri : null,
  })
}
