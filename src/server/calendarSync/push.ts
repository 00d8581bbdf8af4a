import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { CredentialError, pushedUid, TemporaryProviderError, type PushedEvent } from '@/integrations/calendar/port'

import { getPayloadClient } from '../payload'
import { markBroken } from './broken'
import { providerFor } from './registry'
import { drizzleOf, forgetOwnEvent, loadConnection } from './store'

export type PushAction = 'upsert' | 'delete'

const MINUTE = 60_000
/** While one worker tries a push, others leave it alone this long. */
const LEASE_MS = 5 * MINUTE
/** 1 min, 2, 4… capped at 6 h: a push is retried until it succeeds or its connection goes. */
export const backoffMs = (attempts: number) => Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 6 * 60 * MINUTE)

/**
 * Queues the appointment for every active connection of its groomer that has a target calendar.
 * With `req`, inside the caller's transaction. Answers the queued push ids.
 */
export async function enqueuePushes(
  appointmentId: number,
  groomerId: number,
  action: PushAction,
  now = new Date(),
  req?: PayloadRequest,
): Promise<number[]> {
  const payload = req?.payload ?? (await getPayloadClient())
  // System read: the groomer's own connections, to know where the appointment goes.
  const { docs } = await payload.find({
    collection: 'calendar-connections',
    overrideAccess: true,
    pagination: false,
    depth: 0,
    req,
    where: { groomer: { equals: groomerId } },
  })
  const ids: number[] = []
  for (const connection of docs) {
    const target = connection.calendars?.find((c) => c.target)
    // A delete goes wherever an earlier push went, even if the target changed since.
    if (!target && action === 'upsert') continue
    // System write: the push queue is the server's own.
    const push = await payload.create({
      collection: 'calendar-pushes',
      overrideAccess: true,
      req,
      data: {
        appointment: appointmentId,
        connection: connection.id,
        action,
        calendarRemoteId: target?.remoteId ?? null,
        attempts: 0,
        nextAttemptAt: now.toISOString(),
      },
    })
    ids.push(push.id)
  }
  return ids
}

type PushRow = {
  id: number
  appointment_id: number
  connection_id: number
  action: PushAction
  calendar_remote_id: string | null
  attempts: string | number
}

/** Takes the push for LEASE_MS if it is due and no earlier push of the same appointment waits. */
async function claim(payload: Payload, pushId: number, now: Date): Promise<PushRow | null> {
  const result = await drizzleOf(payload).execute(sql`
    update "calendar_pushes" p set "next_attempt_at" = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
    where p."id" = ${pushId} and p."done_at" is null and p."next_attempt_at" <= ${now.toISOString()}::timestamptz
      and not exists (select 1 from "calendar_pushes" e where e."appointment_id" = p."appointment_id" and e."connection_id" = p."connection_id" and e."id" < p."id" and e."done_at" is null)
    returning p."id", p."appointment_id", p."connection_id", p."action", p."calendar_remote_id", p."attempts"`)
  return (result.rows[0] as PushRow | undefined) ?? null
}

/** Where the appointment last went in this connection: the event to replace or delete. */
async function lastPlacement(payload: Payload, row: PushRow): Promise<{ remoteId: string; calendar: string } | null> {
  const result = await drizzleOf(payload).execute(sql`
    select "remote_id", "calendar_remote_id", "action" from "calendar_pushes"
    where "appointment_id" = ${row.appointment_id} and "connection_id" = ${row.connection_id} and "done_at" is not null and "id" < ${row.id} and "last_error" is distinct from 'sans objet'
    order by "id" desc limit 1`)
  const last = result.rows[0] as
    { remote_id: string | null; calendar_remote_id: string | null; action: PushAction } | undefined
  return last && last.action === 'upsert' && last.remote_id && last.calendar_remote_id
    ? { remoteId: last.remote_id, calendar: last.calendar_remote_id }
    : null
}

async function eventOf(payload: Payload, appointmentId: number): Promise<PushedEvent> {
  // System read: the appointment is written to its own groomer's calendar.
  const appointment = await payload.findByID({
    collection: 'appointments',
    id: appointmentId,
    overrideAccess: true,
    depth: 0,
  })
  const who = appointment.customerName ?? appointment.pet?.name ?? null
  return {
    uid: pushedUid(appointment.reference),
    title: [appointment.title ?? 'Rendez-vous', who].filter(Boolean).join(' — '),
    start: new Date(appointment.start),
    end: new Date(appointment.end),
    location: appointment.location ?? null,
    description: `Rendez-vous Mon Toiletteur, référence ${appointment.reference}`,
  }
}

/** One attempt: done, or retried later with backoff. Answers true when the push is done. */
export async function attemptPush(pushId: number, now = new Date()): Promise<boolean> {
  const payload = await getPayloadClient()
  const row = await claim(payload, pushId, now)
  if (!row) return false
  const db = drizzleOf(payload)
  const done = (remoteId: string | null, calendar: string | null, note: string | null = null) =>
    db.execute(
      sql`update "calendar_pushes" set "done_at" = ${now.toISOString()}::timestamptz, "remote_id" = ${remoteId}, "calendar_remote_id" = ${calendar}, "last_error" = ${note}, "updated_at" = now() where "id" = ${row.id}`,
    )
  const connection = await loadConnection(payload, row.connection_id)
  if (!connection) {
    await done(null, null, 'sans objet')
    return true
  }
  const attempts = Number(row.attempts) + 1
  try {
    if (connection.status !== 'active') throw new TemporaryProviderError('Agenda à reconnecter')
    const provider = providerFor(connection)
    const placed = await lastPlacement(payload, row)
    if (row.action === 'delete') {
      if (placed) await provider.deleteEvent(placed.calendar, placed.remoteId)
      await done(null, placed?.calendar ?? null, placed ? null : 'sans objet')
    } else {
      const calendar = row.calendar_remote_id
      if (!calendar) throw new TemporaryProviderError('Aucun calendrier cible')
      const event = await eventOf(payload, row.appointment_id)
      // Moved to another target calendar: the old copy goes first.
      if (placed && placed.calendar !== calendar) await provider.deleteEvent(placed.calendar, placed.remoteId)
      const { remoteId } = await provider.upsertEvent(
        calendar,
        event,
        placed?.calendar === calendar ? placed.remoteId : null,
      )
      await done(remoteId, calendar)
      await forgetOwnEvent(payload, connection.id, remoteId)
    }
    return true
  } catch (error) {
    if (error instanceof CredentialError) await markBroken(payload, connection.id, error.message, now)
    const wait =
      error instanceof TemporaryProviderError && error.retryAfterMs
        ? Math.max(error.retryAfterMs, backoffMs(attempts))
        : backoffMs(attempts)
    await db.execute(sql`update "calendar_pushes" set "attempts" = ${attempts}, "last_error" = ${String((error as Error).message).slice(0, 500)},
      "next_attempt_at" = ${new Date(now.getTime() + wait).toISOString()}::timestamptz, "updated_at" = now() where "id" = ${row.id}`)
    return false
  }
}

/** How long after its last write an appointment may be missing its push before the sweep queues it. */
const SETTLE_MS = 2 * MINUTE

/**
 * Queues what the post-commit queueing missed (a crash between the appointment's commit and its
 * push, a calendar connected after the appointment was confirmed, a move whose push was lost): an
 * upsert for each confirmed, not yet ended appointment changed since its last push to an active
 * connection's target calendar (or never pushed there), and a delete
 * for each cancelled, refused or expired one whose last push was an upsert. Answers how many.
 */
export async function enqueueMissedPushes(now = new Date()): Promise<number> {
  const payload = await getPayloadClient()
  const at = now.toISOString()
  const settled = new Date(now.getTime() - SETTLE_MS).toISOString()
  const upserts = await drizzleOf(payload).execute(sql`
    insert into "calendar_pushes" ("appointment_id", "connection_id", "action", "calendar_remote_id", "attempts", "next_attempt_at", "updated_at", "created_at")
    select a."id", c."id", 'upsert', cal."remote_id", 0, ${at}::timestamptz, now(), now()
    from "appointments" a
    join "calendar_connections" c on c."groomer_id" = a."groomer_id" and c."status" = 'active'
    join "calendar_connections_calendars" cal on cal."_parent_id" = c."id" and cal."target"
    where a."status" = 'confirmed' and a."end" > ${at}::timestamptz and a."updated_at" < ${settled}::timestamptz
      and not exists (select 1 from "calendar_pushes" p where p."appointment_id" = a."id" and p."connection_id" = c."id" and p."created_at" >= a."updated_at")
    returning "id"`)
  const deletes = await drizzleOf(payload).execute(sql`
    insert into "calendar_pushes" ("appointment_id", "connection_id", "action", "calendar_remote_id", "attempts", "next_attempt_at", "updated_at", "created_at")
    select p."appointment_id", p."connection_id", 'delete', null, 0, ${at}::timestamptz, now(), now()
    from "calendar_pushes" p
    join "appointments" a on a."id" = p."appointment_id"
    where a."status" in ('cancelled', 'refused', 'expired') and a."updated_at" < ${settled}::timestamptz and p."action" = 'upsert'
      and p."id" = (select max(q."id") from "calendar_pushes" q where q."appointment_id" = p."appointment_id" and q."connection_id" = p."connection_id")
    returning "id"`)
  return upserts.rows.length + deletes.rows.length
}

/** Every due push, oldest first, after queueing missed ones (the scheduler calls this every minute). */
export async function retryDuePushes(
  now = new Date(),
  limit = 200,
): Promise<{ queued: number; done: number; failed: number }> {
  const queued = await enqueueMissedPushes(now)
  const payload = await getPayloadClient()
  const due = await drizzleOf(payload).execute(
    sql`select "id" from "calendar_pushes" where "done_at" is null and "next_attempt_at" <= ${now.toISOString()}::timestamptz order by "id" limit ${limit}`,
  )
  let done = 0
  let failed = 0
  for (const row of due.rows) {
    if (await attemptPush(Number(row.id), now)) done++
    else failed++
  }
  return { queued, done, failed }
}

const inFlight = new Set<Promise<unknown>>()

/**
 * Queues the push and tries it at once in the background: the booking never waits for, nor
 * fails because of, an outside calendar.
 */
export async function pushAppointment(appointmentId: number, groomerId: number, action: PushAction): Promise<void> {
  let ids: number[]
  try {
    ids = await enqueuePushes(appointmentId, groomerId, action)
  } catch (error) {
    console.error(`Envoi du rendez-vous ${appointmentId} vers l’agenda non enregistré`, error)
    return
  }
  if (ids.length === 0) return
  const attempt = (async () => {
    for (const id of ids) await attemptPush(id)
  })().catch((error: unknown) => console.error(`Envoi du rendez-vous ${appointmentId} vers l’agenda reporté`, error))
  inFlight.add(attempt)
  void attempt.finally(() => inFlight.delete(attempt))
}

/** Waits for the background attempts started so far (tests, graceful stop). */
export async function settlePushes(): Promise<void> {
  await Promise.all([...inFlight])
}
