import type { Appointment, User } from '@/payload-types'

import { getCalendarPort } from '@/integrations/calendar'

import { getPayloadClient } from '../payload'

export type BookingEvent = 'requested' | 'confirmed' | 'refused' | 'cancelled' | 'postponed'

async function loadAppointment(id: number): Promise<Appointment> {
  const payload = await getPayloadClient()
  // System read: the service has just written this appointment on behalf of its attendee or groomer.
  return payload.findByID({ collection: 'appointments', id, depth: 2, overrideAccess: true })
}

/** What follows a change of an appointment: the e-mails of each side and the calendar entry. */
export async function afterBooking(event: BookingEvent, appointmentId: number, extra: { previousStart?: string } = {}): Promise<void> {
  const appointment = await loadAppointment(appointmentId)
  const groomer = appointment.groomer as User
  const calendar = getCalendarPort()
  if (event === 'confirmed') {
    await calendar.createEntry({ groomerId: groomer.id, appointmentId, title: appointment.title ?? 'Rendez-vous', start: appointment.start, end: appointment.end, location: appointment.location })
  }
  if (event === 'cancelled' || event === 'postponed') await calendar.cancelEntry(appointmentId)
  void extra
}

export async function afterAvailabilities(event: 'sent' | 'answered', requestId: number): Promise<void> {
  void event
  void requestId
}
