import type { Appointment } from '@/payload-types'
import { phoneLink } from '@/lib/phone'

import { relationId } from '../../lib/relations'
import { getPayloadClient } from '../payload'

export type AgendaContact = { name: string; phone: { label: string; href: string } | null; email: string | null }

/**
 * Who each appointment is for, as the groomer calls them: the name, the phone as a tel: link
 * (national format for a number of the groomer's country) and the e-mail. A hand-made booking
 * carries what the groomer typed; an online one, the attendee's own details.
 */
export async function contactsOf(appointments: Appointment[], groomerCountry: string): Promise<Map<number, AgendaContact>> {
  const attendeeIds = [...new Set(appointments.flatMap((a) => relationId(a.attendee) ?? []))]
  const payload = await getPayloadClient()
  // System read, limited to the attendees of appointments the groomer was allowed to read: their
  // name and number are what the groomer needs to call them about their booking.
  const attendees = attendeeIds.length
    ? (
        await payload.find({
          collection: 'attendees',
          overrideAccess: true,
          pagination: false,
          depth: 0,
          select: { firstName: true, lastName: true, phone: true, phoneCountryCode: true, email: true },
          where: { id: { in: attendeeIds } },
        })
      ).docs
    : []
  const byId = new Map(attendees.map((attendee) => [attendee.id, attendee]))
  const phoneOf = (number: string | null | undefined, country: string | null | undefined) => (number ? phoneLink(number, country || groomerCountry, groomerCountry) : null)
  return new Map(
    appointments.map((appointment) => {
      const attendee = byId.get(relationId(appointment.attendee) ?? -1)
      const email = appointment.attendeeEmails?.[0] ?? attendee?.email ?? null
      const contact: AgendaContact = appointment.customerName
        ? { name: appointment.customerName, phone: phoneOf(appointment.customerPhone, groomerCountry), email }
        : attendee
          ? { name: `${attendee.firstName} ${attendee.lastName}`.trim(), phone: phoneOf(attendee.phone, attendee.phoneCountryCode), email }
          : { name: email ?? 'Client en ligne', phone: null, email }
      return [appointment.id, contact]
    }),
  )
}
