import type { Appointment } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'

const ACTIVE = ['pending', 'confirmed']

/** Upcoming active appointments the person may see (their access rules decide which). */
export async function upcomingAppointments(person: AuthenticatedPerson, now: Date, limit = 20): Promise<Appointment[]> {
  const payload = await getPayloadClient()
  const field = person.collection === 'users' ? 'groomer' : 'attendee'
  const result = await payload.find({
    collection: 'appointments',
    user: person,
    overrideAccess: false,
    depth: 1,
    limit,
    sort: 'start',
    where: { and: [{ [field]: { equals: person.id } }, { start: { greater_than_equal: now.toISOString() } }, { status: { in: ACTIVE } }] },
  })
  return result.docs
}

export async function pastAppointments(person: AuthenticatedPerson, now: Date, limit = 20): Promise<Appointment[]> {
  const payload = await getPayloadClient()
  const field = person.collection === 'users' ? 'groomer' : 'attendee'
  const result = await payload.find({
    collection: 'appointments',
    user: person,
    overrideAccess: false,
    depth: 1,
    limit,
    sort: '-start',
    where: { and: [{ [field]: { equals: person.id } }, { start: { less_than: now.toISOString() } }] },
  })
  return result.docs
}

/** The groomer menu's badge: their future active appointments. */
export async function countFutureEvents(groomer: AuthenticatedPerson, now: Date): Promise<number> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'appointments',
    user: groomer,
    overrideAccess: false,
    where: { and: [{ groomer: { equals: groomer.id } }, { start: { greater_than_equal: now.toISOString() } }, { status: { in: ACTIVE } }] },
  })
  return totalDocs
}
