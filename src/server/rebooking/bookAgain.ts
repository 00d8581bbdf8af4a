import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'
import { z } from 'zod'

import type { Appointment, Motive } from '@/payload-types'
import { relationId } from '@/lib/relations'
import { DEFAULT_RHYTHM_WEEKS } from './rhythm'

import { APPOINTMENT_NOT_FOUND } from '../agenda/appointments'
import type { AgendaOwner } from '../appointments/agendaLock'
import { createAppointment } from '../appointments/create'
import { afterAppointmentChange } from '../appointments/afterChange'
import { DomainError } from '../domainErrors'
import { getPayloadClient } from '../payload'
import { upcomingSlots } from '../slots'
import { loadGroomerSchedule } from '../slots/groomerSchedule'
import { numberOrNull } from '../db/columns'
import { folderRhythmSql, ownerRhythmSql, rhythmOf } from './candidates'
import { DEFAULT_ZONE, localDay, rhythmDueDate } from './dueDate'

export const NOT_FINISHED = 'Seul un rendez-vous terminé peut être repris.'
const MOTIVE_GONE = 'Le motif de ce rendez-vous n’existe plus : créez le rendez-vous depuis l’agenda.'
const SLOT_TAKEN = 'Ce créneau n’est plus libre : choisissez-en un autre.'
/** Weeks looked through from the due day for the first free slots. */
const SEARCH_WEEKS = 8

type Day = { date: string; slots: { start: string; end: string }[] }
export type BookAgainProposal = {
  motive: { id: number; title: string }
  petName: string | null
  rhythmWeeks: number
  dueDate: string
  days: Day[]
}

export const bookAgainBody = z.object({ start: z.iso.datetime({ offset: true, error: 'Choisissez un créneau.' }) })

const zoneOf = (owner: AgendaOwner) => owner.timezone || DEFAULT_ZONE

/** The owner's finished appointment and its motive, or a 404 / 409. */
async function finishedAppointment(
  owner: AgendaOwner,
  id: number,
): Promise<{ appointment: Appointment; motive: Motive }> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'appointments',
    user: owner,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    where: { and: [{ id: { equals: id } }, { groomer: { equals: owner.id } }] },
  })
  const appointment = docs[0]
  if (!appointment) throw new DomainError('not_found', APPOINTMENT_NOT_FOUND)
  if (appointment.status !== 'confirmed' || appointment.visitStatus !== 'finished')
    throw new DomainError('conflict', NOT_FINISHED)
  const motiveId = relationId(appointment.motive)
  const motive = motiveId
    ? (
        await payload.find({
          collection: 'motives',
          user: owner,
          overrideAccess: false,
          depth: 0,
          limit: 1,
          where: { and: [{ id: { equals: motiveId } }, { groomer: { equals: owner.id } }] },
        })
      ).docs[0]
    : undefined
  if (!motive) throw new DomainError('conflict', MOTIVE_GONE)
  return { appointment, motive }
}

/** The pet's rhythm as the reminders use it: the owner's, the groomer's customer folder, the motive's, else the usual 6 weeks. */
async function rhythmFor(owner: AgendaOwner, appointment: Appointment, motive: Motive): Promise<number> {
  const petKey = appointment.pet?.name?.trim().toLowerCase()
  const attendeeId = relationId(appointment.attendee)
  if (!petKey || !attendeeId) return motive.rhythmWeeks ?? DEFAULT_RHYTHM_WEEKS
  const payload = await getPayloadClient()
  // System read of two numbers: this appointment's customer's rhythm for this pet (theirs, or in the groomer's own folder).
  const { rows } = await payload.db.drizzle.execute(sql`
    select ${ownerRhythmSql(sql`${attendeeId}`, sql`${petKey}`)} as "owner_rhythm",
      ${folderRhythmSql(sql`${owner.id}`, sql`${attendeeId}`, sql`${petKey}`)} as "folder_rhythm"`)
  const row = rows[0] ?? {}
  return (
    rhythmOf({
      ownerRhythm: numberOrNull(row.owner_rhythm),
      folderRhythm: numberOrNull(row.folder_rhythm),
      motiveRhythm: motive.rhythmWeeks ?? null,
    }) ?? DEFAULT_RHYTHM_WEEKS
  )
}

const minutesOf = (motive: Motive, appointment: Appointment) =>
  (appointment.pet?.size && motive.sizeDurations?.[appointment.pet.size]) || motive.duration

/**
 * "Reprendre rendez-vous" on a finished appointment: the same motive at the pet's rhythm (the due
 * day moved past the groomer's closed days), with the first free slots from that day.
 */
export async function bookAgainProposal(owner: AgendaOwner, id: number, now = new Date()): Promise<BookAgainProposal> {
  const { appointment, motive } = await finishedAppointment(owner, id)
  const rhythmWeeks = await rhythmFor(owner, appointment, motive)
  const durationMinutes = minutesOf(motive, appointment)
  const { schedule } = await loadGroomerSchedule(owner, { from: now, until: now })
  const dueDate =
    rhythmDueDate(appointment.start, rhythmWeeks, schedule, durationMinutes) ?? localDay(now, zoneOf(owner))
  let days: Day[] = []
  for (let week = 0; week < SEARCH_WEEKS && days.length === 0; week++) {
    const from =
      DateTime.fromISO(dueDate, { zone: zoneOf(owner) })
        .plus({ weeks: week })
        .toISODate() ?? dueDate
    const result = await upcomingSlots(owner, { durationMinutes }, now, 7, from)
    days = result.days
      .filter((day) => day.slots.length > 0)
      .map((day) => ({ date: day.date, slots: day.slots.map(({ start, end }) => ({ start, end })) }))
  }
  return {
    motive: { id: motive.id, title: motive.title },
    petName: appointment.pet?.name ?? null,
    rhythmWeeks,
    dueDate,
    days,
  }
}

/** Books the proposal's slot for the same customer, pet and motive: confirmed at once, the customer is told. */
export async function bookAgain(owner: AgendaOwner, id: number, startValue: string): Promise<Appointment> {
  const { appointment: previous, motive } = await finishedAppointment(owner, id)
  const start = new Date(startValue)
  const end = new Date(start.getTime() + minutesOf(motive, previous) * 60_000)
  if (start.getTime() <= Date.now()) throw new DomainError('invalid', SLOT_TAKEN, { fields: { start: SLOT_TAKEN } })
  const appointment = await createAppointment(
    {
      groomer: owner,
      motive,
      start,
      end,
      pet: previous.pet,
      attendee: relationId(previous.attendee) ?? null,
      attendeeEmails: previous.attendeeEmails ?? [],
      customer: {
        name: previous.customerName,
        phone: previous.customerPhone,
        folder: relationId(previous.customerFolder) ?? null,
      },
    },
    { source: 'groomer', owner },
  )
  await afterAppointmentChange(appointment.id, { kind: 'created' })
  return appointment
}
