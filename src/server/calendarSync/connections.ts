import { sql } from '@payloadcms/db-postgres'

import type { ProviderCredentials, ProviderKind, RemoteCalendar } from '@/integrations/calendar/port'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { encryptCredentials } from './crypto'
import { syncConnection } from './pull'
import { factoryFor } from './registry'
import { clearCalendarBusy, drizzleOf } from './store'

export class ConnectionNotFound extends Error {}
export class NotAGroomer extends Error {}

const noRefresh = async () => {}

function groomerId(groomer: AuthenticatedPerson): number {
  if (groomer.collection !== 'users') throw new NotAGroomer('Réservé aux toiletteurs')
  return Number(groomer.id)
}

/**
 * Connects (or reconnects) an outside calendar account: lists its calendars, counts them all as
 * busy and sends appointments to the first writable one (the primary comes first). The first
 * pull starts in the background. The credentials are stored encrypted.
 */
export async function createConnection(
  groomer: AuthenticatedPerson,
  input: { provider: ProviderKind; accountLabel: string; credentials: ProviderCredentials },
): Promise<{ id: number }> {
  const owner = groomerId(groomer)
  const remote = await factoryFor(input.provider)(input.credentials, noRefresh).listCalendars()
  const payload = await getPayloadClient()
  const existing = await payload.find({
    collection: 'calendar-connections',
    user: groomer,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    where: { and: [{ provider: { equals: input.provider } }, { accountLabel: { equals: input.accountLabel } }] },
  })
  const previous = existing.docs[0]
  const calendars = chooseDefaults(remote, previous?.calendars ?? [])
  const data = {
    groomer: owner,
    provider: input.provider,
    accountLabel: input.accountLabel,
    status: 'active' as const,
    brokenReason: null,
    brokenAt: null,
    brokenNoticeSent: false,
    credentials: encryptCredentials(input.credentials),
    calendars,
  }
  // System write (the groomer asked for it, checked above): credentials and cursors are the server's.
  const saved = previous
    ? await payload.update({ collection: 'calendar-connections', id: previous.id, overrideAccess: true, data })
    : await payload.create({ collection: 'calendar-connections', overrideAccess: true, data })
  void syncConnection(saved.id).catch((error: unknown) =>
    console.error(`Première synchronisation de l’agenda ${saved.id} reportée`, error),
  )
  return { id: saved.id }
}

type StoredCalendar = { remoteId: string; busy?: boolean | null; target?: boolean | null }

/** New calendars are busy; a reconnection keeps the groomer's earlier choices. */
function chooseDefaults(remote: RemoteCalendar[], previous: StoredCalendar[]) {
  const before = new Map(previous.map((c) => [c.remoteId, c]))
  const keptTarget = previous.find((c) => c.target && remote.some((r) => r.id === c.remoteId))?.remoteId
  const target = keptTarget ?? remote.find((c) => c.canWrite)?.id
  return remote.map((c) => ({
    remoteId: c.id,
    name: c.name,
    canWrite: c.canWrite,
    busy: before.get(c.id)?.busy ?? true,
    target: c.id === target,
    cursor: null,
  }))
}

export type ConnectionView = {
  id: number
  provider: ProviderKind
  accountLabel: string
  status: 'active' | 'broken'
  brokenReason: string | null
  calendars: {
    remoteId: string
    name: string
    canWrite: boolean
    busy: boolean
    target: boolean
    lastSyncedAt: string | null
  }[]
}

/** The groomer's connections as they may see them (never the credentials). */
export async function listConnections(groomer: AuthenticatedPerson): Promise<ConnectionView[]> {
  groomerId(groomer)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'calendar-connections',
    user: groomer,
    overrideAccess: false,
    depth: 0,
    pagination: false,
    sort: 'createdAt',
  })
  return docs.map((doc) => ({
    id: doc.id,
    provider: doc.provider,
    accountLabel: doc.accountLabel,
    status: doc.status,
    brokenReason: doc.brokenReason ?? null,
    calendars: (doc.calendars ?? []).map((c) => ({
      remoteId: c.remoteId,
      name: c.name,
      canWrite: Boolean(c.canWrite),
      busy: Boolean(c.busy),
      target: Boolean(c.target),
      lastSyncedAt: c.lastSyncedAt ?? null,
    })),
  }))
}

async function ownConnection(groomer: AuthenticatedPerson, id: number) {
  groomerId(groomer)
  const payload = await getPayloadClient()
  const doc = await payload.findByID({
    collection: 'calendar-connections',
    id,
    user: groomer,
    overrideAccess: false,
    depth: 0,
    disableErrors: true,
  })
  if (!doc) throw new ConnectionNotFound('Agenda introuvable')
  return { payload, doc }
}

export class UnknownCalendar extends Error {}

/** The calendars counting as busy and the one receiving appointments (or none). */
export async function chooseCalendars(
  groomer: AuthenticatedPerson,
  id: number,
  choice: { busy: string[]; target: string | null },
): Promise<void> {
  const { payload, doc } = await ownConnection(groomer, id)
  const calendars = doc.calendars ?? []
  const known = new Set(calendars.map((c) => c.remoteId))
  const unknown = [...choice.busy, ...(choice.target ? [choice.target] : [])].find((remoteId) => !known.has(remoteId))
  if (unknown) throw new UnknownCalendar(unknown)
  if (choice.target && !calendars.find((c) => c.remoteId === choice.target)?.canWrite)
    throw new UnknownCalendar(choice.target)
  const busy = new Set(choice.busy)
  const next = calendars.map((c) => ({
    ...c,
    busy: busy.has(c.remoteId),
    target: c.remoteId === choice.target,
    cursor: busy.has(c.remoteId) && c.busy ? c.cursor : null,
  }))
  // System write for the owner checked above (cursors are hidden fields).
  await payload.update({ collection: 'calendar-connections', id, overrideAccess: true, data: { calendars: next } })
  for (const c of calendars) if (c.busy && !busy.has(c.remoteId)) await clearCalendarBusy(payload, id, c.remoteId)
  if (calendars.some((c) => !c.busy && busy.has(c.remoteId)))
    void syncConnection(id).catch((error: unknown) =>
      console.error(`Synchronisation de l’agenda ${id} reportée`, error),
    )
}

/** Removes the connection, its busy times and its pending pushes (the outside events stay). */
export async function disconnect(groomer: AuthenticatedPerson, id: number): Promise<void> {
  const { payload } = await ownConnection(groomer, id)
  await drizzleOf(payload).transaction(async (tx) => {
    // The connection's row first, as a pull does (applyPull): a pull running meanwhile finishes,
    // then finds it gone; taking the busy times first would deadlock with it.
    await tx.execute(sql`select 1 from "calendar_connections" where "id" = ${id} for update`)
    await tx.execute(sql`delete from "busy_times" where "connection_id" = ${id}`)
    await tx.execute(sql`delete from "calendar_pushes" where "connection_id" = ${id}`)
    await tx.execute(sql`delete from "calendar_connections" where "id" = ${id}`)
  })
}
