import type { Appointment, Attendee, Motive, User } from '@/payload-types'

import { relationId } from '@/lib/relations'

import { getPayloadClient } from '../payload'

/** An appointment with the people and motive its e-mails speak of. */
export type AppointmentParties = {
  appointment: Appointment
  groomer: User
  attendee: Attendee | null
  motive: Motive | null
}

const GROOMER_FIELDS = {
  email: true,
  displayName: true,
  uri: true,
  published: true,
  phone: true,
  address: true,
  postcode: true,
  city: true,
  timezone: true,
  cancellationNoticeHours: true,
  mailSettings: true,
  customerMessages: true,
} as const

/** Reads them for an e-mail (system read: messages go to the people of this very appointment). */
export async function loadParties(appointmentId: number): Promise<AppointmentParties> {
  const payload = await getPayloadClient()
  const appointment = await payload.findByID({
    collection: 'appointments',
    id: appointmentId,
    depth: 0,
    overrideAccess: true,
  })
  const attendeeId = relationId(appointment.attendee)
  const motiveId = relationId(appointment.motive)
  const [groomer, attendee, motive] = await Promise.all([
    payload.findByID({
      collection: 'users',
      id: relationId(appointment.groomer) ?? 0,
      depth: 1,
      overrideAccess: true,
      select: GROOMER_FIELDS,
      populate: { cities: { name: true, uri: true } },
    }),
    attendeeId ? payload.findByID({ collection: 'attendees', id: attendeeId, depth: 0, overrideAccess: true }) : null,
    motiveId ? payload.findByID({ collection: 'motives', id: motiveId, depth: 0, overrideAccess: true }) : null,
  ])
  return { appointment, groomer: groomer as User, attendee, motive }
}
