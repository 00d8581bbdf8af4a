import type { Where } from 'payload'

import type { Appointment } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'

const ACTIVE = ['pending', 'confirmed']

/** The person's own appointments (as groomer or as attendee); their access rules apply too. */
const ownAppointments = (person: AuthenticatedPerson): Where => ({
  [person.collection === 'users' ? 'groomer' : 'attendee']: { equals: person.id },
})

async function findOwn(
  person: AuthenticatedPerson,
  where: Where[],
  sort: string,
  limit: number,
): Promise<Appointment[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'appointments',
    user: person,
    overrideAccess: false,
    depth: 1,
    limit,
    sort,
    where: { and: [ownAppointments(person), ...where] },
  })
  return result.docs
}

/** Upcoming appointments that hold their slot, soonest first. */
export const upcomingAppointments = (person: AuthenticatedPerson, now: Date, limit = 20) =>
  findOwn(person, [{ start: { greater_than_equal: now.toISOString() } }, { status: { in: ACTIVE } }], 'start', limit)

/** A time a groomer proposed after the attendee's availabilities, still waiting for the attendee's answer. */
export const isOpenProposal = (appointment: Appointment) =>
  typeof appointment.availabilityRequest === 'object' && appointment.availabilityRequest?.status === 'answered'

/** Past appointments whatever their status, latest first. */
export const pastAppointments = (person: AuthenticatedPerson, now: Date, limit = 20) =>
  findOwn(person, [{ start: { less_than: now.toISOString() } }], '-start', limit)

/** What no longer holds a slot: past appointments and the cancelled, refused or expired coming ones, latest first. */
export const appointmentHistory = (person: AuthenticatedPerson, now: Date, limit = 30) =>
  findOwn(
    person,
    [{ or: [{ start: { less_than: now.toISOString() } }, { status: { not_in: ACTIVE } }] }],
    '-start',
    limit,
  )

/**
 * The groomer menu's badge: future appointments that hold a slot, the groomer's own or, with
 * `groomerId`, a practice member's (the groomer's read access decides what they may count).
 */
export async function countFutureEvents(
  groomer: AuthenticatedPerson,
  now: Date,
  groomerId: number = Number(groomer.id),
): Promise<number> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'appointments',
    user: groomer,
    overrideAccess: false,
    where: {
      and: [
        { groomer: { equals: groomerId } },
        { start: { greater_than_equal: now.toISOString() } },
        { status: { in: ACTIVE } },
      ],
    },
  })
  return totalDocs
}

/** The groomer's bookings waiting for their validation, soonest first. */
export const appointmentsToValidate = (groomer: AuthenticatedPerson, now: Date, limit = 50) =>
  findOwn(
    groomer,
    [
      { status: { equals: 'pending' } },
      { start: { greater_than_equal: now.toISOString() } },
      { availabilityRequest: { exists: false } },
    ],
    'start',
    limit,
  )

/** Availabilities proposed by attendees that the groomer has still to answer (one not yet over), oldest first. */
export async function availabilityRequestsToAnswer(groomer: AuthenticatedPerson, now = new Date(), limit = 50) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'availability-requests',
    user: groomer,
    overrideAccess: false,
    depth: 1,
    limit,
    sort: 'createdAt',
    where: {
      and: [
        { groomer: { equals: groomer.id } },
        { status: { equals: 'sent' } },
        { 'ranges.end': { greater_than: now.toISOString() } },
      ],
    },
  })
  return docs
}
