import type { Appointment, Attendee, Motive, User } from '@/payload-types'

import { NotFound } from 'payload'

import { relationId } from '@/lib/relations'

import { getPayloadClient } from '../payload'
import { activeWordingsOf, type ActiveWordings } from '../templates/activeWordings'

/** An appointment with the people and motive its e-mails speak of. */
export type AppointmentParties = {
  appointment: Appointment
  groomer: User
  attendee: Attendee | null
  motive: Motive | null
  /** The groomer's own active templates, when read with the parties for the messages about to leave. */
  wordings?: ActiveWordings
}

/** `wordings`: also read the groomers' active templates (one more read, run beside the others). */
type ReadOptions = { wordings?: boolean }

const GROOMER_FIELDS = {
  email: true,
  displayName: true,
  uri: true,
  published: true,
  phone: true,
  phoneVerified: true,
  phoneCountryCode: true,
  address: true,
  postcode: true,
  city: true,
  timezone: true,
  cancellationNoticeHours: true,
  mailSettings: true,
  customerMessages: true,
} as const

/** Reads them for an e-mail (system read: messages go to the people of this very appointment). */
export async function loadParties(appointmentId: number, options: ReadOptions = {}): Promise<AppointmentParties> {
  const parties = (await loadPartiesOf([appointmentId], options)).get(appointmentId)
  if (!parties) throw new NotFound()
  return parties
}

/**
 * The same for several appointments at once, in four reads whatever their number (five with the
 * wordings; the jobs process's drains): appointments missing from the answer no longer exist.
 */
export async function loadPartiesOf(
  appointmentIds: readonly number[],
  options: ReadOptions = {},
): Promise<Map<number, AppointmentParties>> {
  const payload = await getPayloadClient()
  const common = { depth: 0, pagination: false, overrideAccess: true } as const
  const { docs: appointments } = await payload.find({
    collection: 'appointments',
    where: { id: { in: [...new Set(appointmentIds)] } },
    ...common,
  })
  if (appointments.length === 0) return new Map()
  const idsOf = (field: 'groomer' | 'attendee' | 'motive') => [
    ...new Set(appointments.map((appointment) => relationId(appointment[field])).filter((id) => id !== null)),
  ]
  const [groomerIds, attendeeIds, motiveIds] = [idsOf('groomer'), idsOf('attendee'), idsOf('motive')]
  const [groomers, attendees, motives, wordings] = await Promise.all([
    payload.find({
      collection: 'users',
      where: { id: { in: groomerIds } },
      ...common,
      depth: 1,
      select: GROOMER_FIELDS,
      populate: { cities: { name: true, uri: true } },
    }),
    attendeeIds.length
      ? payload.find({ collection: 'attendees', where: { id: { in: attendeeIds } }, ...common })
      : null,
    motiveIds.length ? payload.find({ collection: 'motives', where: { id: { in: motiveIds } }, ...common }) : null,
    options.wordings ? activeWordingsOf(groomerIds) : null,
  ])
  const byId = <T extends { id: number }>(docs: T[] = []) => new Map(docs.map((doc) => [doc.id, doc]))
  const [groomerById, attendeeById, motiveById] = [byId(groomers.docs), byId(attendees?.docs), byId(motives?.docs)]
  const parties = new Map<number, AppointmentParties>()
  for (const appointment of appointments) {
    const groomer = groomerById.get(relationId(appointment.groomer) ?? 0)
    if (!groomer) continue
    parties.set(appointment.id, {
      appointment,
      groomer: groomer as User,
      attendee: attendeeById.get(relationId(appointment.attendee) ?? 0) ?? null,
      motive: motiveById.get(relationId(appointment.motive) ?? 0) ?? null,
      ...(wordings ? { wordings: wordings.get(groomer.id) } : {}),
    })
  }
  return parties
}
