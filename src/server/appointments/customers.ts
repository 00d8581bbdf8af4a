import type { Appointment } from '@/payload-types'
import { relationId } from '@/lib/relations'

import { getPayloadClient } from '../payload'

/**
 * Puts the attendee's name and contact details on appointments the groomer has already read with
 * their own access (the groomer calls them about their booking). Attendee accounts are private to
 * their owner, so this read bypasses access: it is limited to the attendees of those very
 * appointments, and to their names and phone (the e-mail is on the appointment itself).
 */
export async function withCustomerNames(appointments: Appointment[]): Promise<Appointment[]> {
  const ids = [...new Set(appointments.map((appointment) => relationId(appointment.attendee)).filter((id): id is number => id !== null))]
  if (ids.length === 0) return appointments
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'attendees',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { firstName: true, lastName: true, phone: true, phoneCountryCode: true },
    where: { id: { in: ids } },
  })
  const byId = new Map(docs.map((attendee) => [attendee.id, attendee]))
  return appointments.map((appointment) => {
    const attendee = byId.get(relationId(appointment.attendee) ?? 0)
    return attendee ? { ...appointment, attendee: attendee as Appointment['attendee'] } : appointment
  })
}
