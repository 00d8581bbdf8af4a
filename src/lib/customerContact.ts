import type { Appointment } from '@/payload-types'

import { phoneLink } from './phone'

export type CustomerContact = { name: string; phone: { label: string; href: string } | null; email: string | null }

/**
 * Who an appointment is for, as the groomer calls them: what they typed for a hand-made booking,
 * else the attendee's own details (when the appointment was read with them, see withCustomerNames).
 * The phone is shown nationally for a number of the groomer's country, internationally otherwise.
 */
export function customerContact(appointment: Appointment, groomerCountry = 'FR'): CustomerContact {
  const attendee = appointment.attendee && typeof appointment.attendee === 'object' ? appointment.attendee : null
  const email = appointment.attendeeEmails?.[0] ?? null
  const phoneOf = (number: string | null | undefined, country: string | null | undefined) => (number ? phoneLink(number, country || groomerCountry, groomerCountry) : null)
  if (appointment.customerName) return { name: appointment.customerName, phone: phoneOf(appointment.customerPhone, groomerCountry), email }
  if (attendee) return { name: `${attendee.firstName} ${attendee.lastName}`.trim(), phone: phoneOf(attendee.phone, attendee.phoneCountryCode), email }
  return { name: email ?? 'Client en ligne', phone: null, email }
}
