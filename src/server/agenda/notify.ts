import { createElement } from 'react'

import { AppointmentMovedByGroomer } from '../../../email-templates/AppointmentMovedByGroomer'
import { getCalendarPort } from '@/integrations/calendar'
import { emailSenderFor } from '@/integrations/email'
import { formatAppointmentDate } from '@/lib/frenchDate'

import { refreshGroomerPages } from '../cache/refreshPublicPages'
import { pushAppointment } from '../calendarSync/push'
import { sendCancellation } from '../notifications/appointmentEmails'
import { appointmentMail, attendeeName } from '../notifications/appointmentMail'
import { loadParties } from '../notifications/parties'
import { renderEmail } from '../notifications/render'
import { getPayloadClient } from '../payload'

export type AgendaChange = { kind: 'cancelled' } | { kind: 'moved'; previousStart: string } | { kind: 'created' }

/**
 * What follows a change made from the agenda, once committed: the calendar entry, the groomer's
 * public pages (their free slots changed) and, for a cancel or a move, the customer's e-mail
 * (the attendee's account, or the e-mail typed for a hand-made appointment). A failure is logged;
 * the change stands.
 */
export async function afterAgendaChange(appointmentId: number, change: AgendaChange): Promise<void> {
  try {
    const parties = await loadParties(appointmentId)
    const { appointment, groomer, attendee } = parties
    void refreshGroomerPages({ uri: groomer.uri, cityUri: groomer.city && typeof groomer.city === 'object' ? groomer.city.uri : null })
    const calendar = getCalendarPort()
    if (change.kind !== 'created') await calendar.cancelEntry(appointmentId)
    if (change.kind !== 'cancelled' && appointment.status === 'confirmed') {
      await calendar.createEntry({ groomerId: groomer.id, appointmentId, title: appointment.title ?? 'Rendez-vous', start: appointment.start, end: appointment.end, location: appointment.location })
      // A move replaces the outside event in place (same UID), no delete first.
      await pushAppointment(appointmentId, groomer.id, 'upsert')
    } else if (change.kind !== 'created') await pushAppointment(appointmentId, groomer.id, 'delete')
    if (change.kind === 'created') return
    // A cancellation speaks with the groomer's own wording (their templates).
    if (change.kind === 'cancelled') return await sendCancellation(parties)
    const to = attendee?.email ? [attendee.email] : (appointment.attendeeEmails ?? []).filter(Boolean)
    if (to.length === 0) return
    const mail = { ...appointmentMail(parties), attendeeName: attendee ? attendeeName(attendee) : appointment.customerName || 'Madame, Monsieur' }
    const previousWhen = formatAppointmentDate(change.previousStart, appointment.timezone)
    const subject = `Rendez-vous déplacé au ${mail.when}`
    const { html, text } = await renderEmail(createElement(AppointmentMovedByGroomer, { ...mail, previousWhen }))
    const payload = await getPayloadClient()
    await emailSenderFor(() => payload).send({ to, subject, html, text })
  } catch (error) {
    console.error(`Suites de la modification du rendez-vous ${appointmentId} (${change.kind}) incomplètes`, error)
  }
}
