import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'

import type { CustomerNotice } from '@/lib/agendaNotice'
import type { Appointment, Motive, User } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { isOverlapViolation } from '../booking/errors'
import { appointmentLocation } from '../booking/groomers'
import { newReference } from '../booking/reference'
import { changeStatusFrom } from '../booking/statusChange'
import { getPayloadClient } from '../payload'
import { transactionDb } from '../transaction'
import { findCustomerFolder } from './customers'
import { overlapsBlockedTime, overlapsHeldTime, underAgendaLock } from './integrity'
import { manualBookingWarnings, timeWarnings } from './manualWarnings'
import { resolveNotice } from './notice'
import { afterAgendaChange } from './notify'
import { instantIn, type ManualAppointmentInput } from './schemas'
import { type Defer, inline } from '../http/defer'
import { ApiError } from '../http/errors'

export type AgendaOwner = AuthenticatedPerson & User

export const APPOINTMENT_NOT_FOUND = 'Rendez-vous introuvable dans cet agenda.'
export const OVER_APPOINTMENT = 'Un autre rendez-vous occupe déjà ce créneau.'
export const OVER_BLOCKED_TIME = 'Ce créneau est bloqué dans l’agenda : débloquez-le d’abord.'
export const OVER_HELD_TIME =
  'Ce créneau vient d’être proposé à un client de la liste d’attente : il lui est réservé 15 minutes.'
const NOT_ACTIVE = 'Ce rendez-vous est déjà annulé ou refusé.'
export const ALREADY_OVER = 'Ce rendez-vous est terminé : il ne peut plus être déplacé ni annulé.'

const zoneOf = (owner: AgendaOwner) => owner.timezone || 'Europe/Paris'
const iso = (date: Date) => DateTime.fromJSDate(date).toUTC().toISO() ?? date.toISOString()

function startOf(value: string, owner: AgendaOwner): Date {
  const start = instantIn(value, zoneOf(owner))
  if (!start)
    throw new ApiError(400, 'Cette heure n’existe pas (changement d’heure).', {
      start: 'Cette heure n’existe pas (changement d’heure).',
    })
  return start
}

/**
 * Writes under the agenda lock: refused over a blocked time or a waiting-list hold (the slot was
 * promised to a subscriber for 15 minutes) (409), or, by the database, over another appointment (409).
 */
export async function holdTime<T>(
  owner: AgendaOwner,
  range: { start: Date; end: Date },
  write: (req: Parameters<Parameters<typeof underAgendaLock>[2]>[0]) => Promise<T>,
  exceptBlock = 0,
): Promise<T> {
  try {
    return await underAgendaLock(owner, owner.id, async (req) => {
      if (await overlapsBlockedTime(req, owner.id, range, exceptBlock))
        throw new ApiError(409, OVER_BLOCKED_TIME, { start: OVER_BLOCKED_TIME })
      if (await overlapsHeldTime(req, owner.id, range))
        throw new ApiError(409, OVER_HELD_TIME, { start: OVER_HELD_TIME })
      return write(req)
    })
  } catch (error) {
    if (isOverlapViolation(error)) throw new ApiError(409, OVER_APPOINTMENT, { start: OVER_APPOINTMENT })
    throw error
  }
}

async function ownMotive(owner: AgendaOwner, motiveId: number): Promise<Motive> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'motives',
    user: owner,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    where: { and: [{ id: { equals: motiveId } }, { groomer: { equals: owner.id } }] },
  })
  if (!docs[0]) throw new ApiError(400, 'Choisissez un de vos motifs.', { motive: 'Choisissez un de vos motifs.' })
  return docs[0]
}

/**
 * A confirmed appointment typed by the groomer for a customer, with what they should know about it
 * (in the past, outside opening hours…): saved all the same. The customer is told by the channels
 * `viewer` chose (remembered for next time), unless the visit has already begun.
 */
export async function createManualAppointment(
  owner: AgendaOwner,
  input: ManualAppointmentInput,
  viewer: AuthenticatedPerson = owner,
): Promise<{ appointment: Appointment; warnings: string[] }> {
  const motive = await ownMotive(owner, input.motive)
  const start = startOf(input.start, owner)
  const minutes = (input.pet.size && motive.sizeDurations?.[input.pet.size]) || motive.duration
  const end = new Date(start.getTime() + minutes * 60_000)
  const folder = await findCustomerFolder(owner, input.customerEmail, input.customerPhone)
  const payload = await getPayloadClient()
  const kind = motive.kind ?? 'salon'
  const warnings = await manualBookingWarnings(owner, motive, start, end, input.pet.size || null)
  const appointment = await holdTime(owner, { start, end }, (req) =>
    payload.create({
      req,
      collection: 'appointments',
      user: owner,
      overrideAccess: false,
      depth: 0,
      data: {
        reference: newReference(),
        groomer: owner.id,
        source: 'groomer',
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        customerFolder: folder?.id ?? null,
        attendee: folder && typeof folder.attendee === 'number' ? folder.attendee : null,
        motive: motive.id,
        title: `${motive.title} – ${input.pet.name}`,
        location: appointmentLocation(kind, owner),
        timezone: zoneOf(owner),
        start: iso(start),
        end: iso(end),
        status: 'confirmed',
        confirmedAt: new Date().toISOString(),
        kind,
        videoLink: kind === 'visio' ? (motive.videoLink ?? null) : null,
        attendeeEmails: input.customerEmail ? [input.customerEmail] : [],
        numberOfAttendees: 1,
        note: input.note || null,
        pet: {
          name: input.pet.name,
          species: input.pet.species,
          breed: input.pet.breed || null,
          size: input.pet.size || null,
        },
      },
    }),
  )
  await afterAgendaChange(appointment.id, { kind: 'created' }, await resolveNotice(viewer, input.notify))
  return { appointment, warnings }
}

/** One active appointment of this agenda, not over yet (the owner's read access applies). */
async function agendaAppointment(owner: AgendaOwner, id: number, now = new Date()): Promise<Appointment> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'appointments',
    user: owner,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    where: { and: [{ id: { equals: id } }, { groomer: { equals: owner.id } }] },
  })
  if (!docs[0]) throw new ApiError(404, APPOINTMENT_NOT_FOUND)
  if (docs[0].status !== 'pending' && docs[0].status !== 'confirmed') throw new ApiError(409, NOT_ACTIVE)
  // A visit that has ended (or was marked finished) belongs to the history: its pet's day and the statistics count it.
  if (Date.parse(docs[0].end) <= now.getTime() || docs[0].visitStatus === 'finished')
    throw new ApiError(409, ALREADY_OVER)
  return docs[0]
}

type MoveOptions = { durationMinutes?: number; notify?: CustomerNotice; viewer?: AuthenticatedPerson; defer?: Defer }

/**
 * Moves an appointment to a new start, keeping its duration unless a new one is given; one UPDATE
 * frees the old time and holds the new one. The customer hears of a new start (by the channels
 * `viewer` chose, remembered for next time), not of a new end. The answer carries what the
 * groomer should know of the new time (closed, holidays, past), as a hand-made booking's does.
 */
export async function moveAppointment(
  owner: AgendaOwner,
  id: number,
  value: string,
  options: MoveOptions = {},
): Promise<{ appointment: Appointment; warnings: string[] }> {
  const { durationMinutes, defer = inline } = options
  const appointment = await agendaAppointment(owner, id)
  const start = startOf(value, owner)
  const duration = durationMinutes
    ? durationMinutes * 60_000
    : Date.parse(appointment.end) - Date.parse(appointment.start)
  const end = new Date(start.getTime() + duration)
  const warnings = await timeWarnings(owner, start, end)
  // One UPDATE of the two instants (a drop on the grid waits for it). The appointment was read above
  // with the owner's access; the row is rechecked here, under the lock: still theirs and still active.
  const saved = await holdTime(owner, { start, end }, async (req) => {
    const db = await transactionDb(req)
    const { rows } = await db.execute(sql`
      update "appointments" set "start" = ${start.toISOString()}::timestamptz, "end" = ${end.toISOString()}::timestamptz, "updated_at" = now()
      where "id" = ${id} and "groomer_id" = ${owner.id} and "status" in ('pending', 'confirmed')
      returning "updated_at"`)
    if (!rows[0]) throw new ApiError(409, NOT_ACTIVE)
    const updated = rows[0].updated_at as Date | string
    return {
      ...appointment,
      start: iso(start),
      end: iso(end),
      updatedAt: (updated instanceof Date ? updated : new Date(updated)).toISOString(),
    }
  })
  const sameStart = Date.parse(appointment.start) === start.getTime()
  const previous = { previousStart: appointment.start, previousEnd: appointment.end }
  const notice = sameStart ? undefined : await resolveNotice(options.viewer ?? owner, options.notify)
  await defer(() =>
    afterAgendaChange(saved.id, sameStart ? { kind: 'resized', ...previous } : { kind: 'moved', ...previous }, notice),
  )
  return { appointment: saved, warnings }
}

/** Cancels an appointment; its customer is told by e-mail. Freeing time needs no lock. */
export async function cancelByGroomer(owner: AgendaOwner, id: number): Promise<Appointment> {
  await agendaAppointment(owner, id)
  const saved = await changeStatusFrom(owner, id, ['pending', 'confirmed'], NOT_ACTIVE, {
    status: 'cancelled',
    cancelledBy: 'groomer',
    cancelledAt: new Date().toISOString(),
  })
  await afterAgendaChange(saved.id, { kind: 'cancelled' })
  return saved
}
