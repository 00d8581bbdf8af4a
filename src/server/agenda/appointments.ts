import { DateTime } from 'luxon'

import type { CustomerNotice } from '@/lib/agendaNotice'
import type { Appointment, Motive } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { createAppointment } from '../appointments/create'
import { moveTimes } from '../appointments/reschedule'
import { changeStatus } from '../appointments/status'
import { DomainError } from '../domainErrors'
import { getPayloadClient } from '../payload'
import { findCustomerFolder } from './customers'
import {
  type AgendaOwner,
  holdTime,
  OVER_APPOINTMENT,
  OVER_BLOCKED_TIME,
  OVER_HELD_TIME,
} from '../appointments/agendaLock'
import { manualBookingWarnings, timeWarnings } from './manualWarnings'
import { resolveNotice } from './notice'
import { afterAppointmentChange } from '../appointments/afterChange'
import { settleGuaranteeQuietly } from '../noShows/settle'
import { instantIn, type ManualAppointmentInput } from './schemas'
import { type Defer, inline } from '../defer'

export type { AgendaOwner }
export { OVER_APPOINTMENT, OVER_BLOCKED_TIME, OVER_HELD_TIME }

export const APPOINTMENT_NOT_FOUND = 'Rendez-vous introuvable dans cet agenda.'
const NOT_ACTIVE = 'Ce rendez-vous est déjà annulé ou refusé.'
export const ALREADY_OVER = 'Ce rendez-vous est terminé : il ne peut plus être déplacé ni annulé.'

const zoneOf = (owner: AgendaOwner) => owner.timezone || 'Europe/Paris'
const iso = (date: Date) => DateTime.fromJSDate(date).toUTC().toISO() ?? date.toISOString()

function startOf(value: string, owner: AgendaOwner): Date {
  const start = instantIn(value, zoneOf(owner))
  if (!start)
    throw new DomainError('invalid', 'Cette heure n’existe pas (changement d’heure).', {
      fields: { start: 'Cette heure n’existe pas (changement d’heure).' },
    })
  return start
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
  if (!docs[0])
    throw new DomainError('invalid', 'Choisissez un de vos motifs.', {
      fields: { motive: 'Choisissez un de vos motifs.' },
    })
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
  const warnings = await manualBookingWarnings(owner, motive, start, end, input.pet.size || null)
  const appointment = await createAppointment(
    {
      groomer: owner,
      motive,
      start,
      end,
      pet: {
        name: input.pet.name,
        species: input.pet.species,
        breed: input.pet.breed || null,
        size: input.pet.size || null,
      },
      note: input.note,
      attendee: folder && typeof folder.attendee === 'number' ? folder.attendee : null,
      attendeeEmails: input.customerEmail ? [input.customerEmail] : [],
      customer: { name: input.customerName, phone: input.customerPhone, folder: folder?.id ?? null },
    },
    { source: 'groomer', owner },
  )
  await afterAppointmentChange(appointment.id, { kind: 'created', notice: await resolveNotice(viewer, input.notify) })
  return { appointment, warnings }
}

/** One active appointment of this agenda, not over yet (the owner's read access applies). */
export async function agendaAppointment(owner: AgendaOwner, id: number, now = new Date()): Promise<Appointment> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'appointments',
    user: owner,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    where: { and: [{ id: { equals: id } }, { groomer: { equals: owner.id } }] },
  })
  if (!docs[0]) throw new DomainError('not_found', APPOINTMENT_NOT_FOUND)
  if (docs[0].status !== 'pending' && docs[0].status !== 'confirmed') throw new DomainError('conflict', NOT_ACTIVE)
  // A visit that has ended (or was marked finished) belongs to the history: its pet's day and the statistics count it.
  if (Date.parse(docs[0].end) <= now.getTime() || docs[0].visitStatus === 'finished')
    throw new DomainError('conflict', ALREADY_OVER)
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
  const saved = await holdTime(owner, { start, end }, async (req) => ({
    ...appointment,
    start: iso(start),
    end: iso(end),
    updatedAt: await moveTimes(req, id, owner.id, { start, end }, NOT_ACTIVE),
  }))
  const sameStart = Date.parse(appointment.start) === start.getTime()
  const previous = { previousStart: appointment.start, previousEnd: appointment.end }
  const notice = sameStart ? undefined : await resolveNotice(options.viewer ?? owner, options.notify)
  await defer(() =>
    afterAppointmentChange(
      saved.id,
      sameStart ? { kind: 'resized', ...previous } : { kind: 'moved', ...previous, notice },
    ),
  )
  return { appointment: saved, warnings }
}

/** Cancels an appointment; its customer is told by e-mail. Freeing time needs no lock. */
export async function cancelByGroomer(owner: AgendaOwner, id: number): Promise<Appointment> {
  await agendaAppointment(owner, id)
  const saved = await changeStatus(owner, id, { to: 'cancelled', by: 'groomer' }, { conflict: NOT_ACTIVE })
  await afterAppointmentChange(saved.id, { kind: 'cancelled' })
  // Cancelled by the groomer: the owner's deposit is refunded, their card let go.
  await settleGuaranteeQuietly(saved.id)
  return saved
}
