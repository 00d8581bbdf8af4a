import type { Appointment, Attendee, Motive, User } from '@/payload-types'

import { NotFound } from 'payload'

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
  const parties = (await loadPartiesOf([appointmentId])).get(appointmentId)
  if (!parties) throw new NotFound()
  return parties
}

/**
 * The same for several appointments at once, in four reads whatever their number (the jobs
 * process's drains): appointments missing from the answer no longer exist.
 */
export async function loadPartiesOf(appointmentIds: readonly number[]): Promise<Map<number, AppointmentParties>> {
  const payload = await getPayloadClient()
  const byIds = (ids: Iterable<number | null>) => ({ id: { in: [...new Set(ids)].filter((id) => id !== null) } })
  const { docs: appointments } = await payload.find({
    collection: 'appointments',
    where: byIds(appointmentIds),
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (appointments.length === 0) return new Map()
  const attendeeIds = appointments.map((appointment) => relationId(appointment.attendee))
  const motiveIds = appointments.map((appointment) => relationId(appointment.motive))
  const common = { depth: 0, pagination: false, overrideAccess: true } as const
  const [groomers, attendees, motives] = await Promise.all([
    payload.find({
      collection: 'users',
      where: byIds(appointments.map((appointment) => relationId(appointment.groomer))),
      depth: 1,
      pagination: false,
      overrideAccess: true,
      select: GROOMER_FIELDS,
      populate: { cities: { name: true, uri: true } },
    }),
    attendeeIds.some((id) => id !== null)
      ? payload.find({ collection: 'attendees', where: byIds(attendeeIds), ...common })
      : { docs: [] },
    motiveIds.some((id) => id !== null)
      ? payload.find({ collection: 'motives', where: byIds(motiveIds), ...common })
      : { docs: [] },
  ])
  const byId = <T extends { id: number }>(docs: T[]) => new Map(docs.map((doc) => [doc.id, doc]))
  const [groomerById, attendeeById, motiveById] = [byId(groomers.docs), byId(attendees.docs), byId(motives.docs)]
  const parties = new Map<number, AppointmentParties>()
  for (const appointment of appointments) {
    const groomer = groomerById.get(relationId(appointment.groomer) ?? 0)
    if (!groomer) continue
    parties.set(appointment.id, {
      appointment,
      groomer: groomer as User,
      attendee: attendeeById.get(relationId(appointment.attendee) ?? 0) ?? null,
      motive: motiveById.get(relationId(appointment.motive) ?? 0) ?? null,
    })
  }
  return parties
}
