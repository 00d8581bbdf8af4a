import { getCalendarPort } from '@/integrations/calendar'

import { refreshGroomerPages } from '../cache/refreshPublicPages'
import { pushAppointment } from '../calendarSync/push'

import { sendCancellation, sendConfirmation, sendGroomerNotice, sendRefusal } from '../notifications/appointmentEmails'
import { sendAvailabilitiesReceived, sendAvailabilityAnswer } from '../notifications/availabilityEmails'
import { loadParties, type AppointmentParties } from '../notifications/parties'

export type BookingEvent = 'requested' | 'confirmed' | 'refused' | 'cancelled' | 'postponed' | 'declined'

/**
 * What follows a change of an appointment, once it is written: the e-mail of the other side and
 * the calendar entry. The change stands even if a message fails; the failure is logged.
 */
export async function afterBooking(event: BookingEvent, appointmentId: number, extra: { previousStart?: string; parties?: AppointmentParties } = {}): Promise<void> {
  try {
    const parties = extra.parties ?? (await loadParties(appointmentId))
    const { appointment, groomer } = parties
    refreshGroomerPages({ uri: groomer.uri, cityUri: groomer.city && typeof groomer.city === 'object' ? groomer.city.uri : null })
    const calendar = getCalendarPort()
    switch (event) {
      case 'requested':
        return await sendGroomerNotice(parties, 'requested')
      case 'confirmed':
        await calendar.createEntry({ groomerId: groomer.id, appointmentId, title: appointment.title ?? 'Rendez-vous', start: appointment.start, end: appointment.end, location: appointment.location })
        await pushAppointment(appointmentId, groomer.id, 'upsert')
        return await sendConfirmation(parties)
      case 'refused':
        return await sendRefusal(parties)
      case 'cancelled':
        await calendar.cancelEntry(appointmentId)
        await pushAppointment(appointmentId, groomer.id, 'delete')
        // The groomer hears of it when the customer cancelled; the customer always does.
        if (appointment.cancelledBy !== 'groomer') await sendGroomerNotice(parties, 'cancelled')
        return await sendCancellation(parties)
      case 'declined':
        await calendar.cancelEntry(appointmentId)
        await pushAppointment(appointmentId, groomer.id, 'delete')
        return await sendGroomerNotice(parties, event)
      case 'postponed':
        await calendar.cancelEntry(appointmentId)
        await pushAppointment(appointmentId, groomer.id, 'delete')
        return await sendGroomerNotice(parties, 'postponed', extra.previousStart)
    }
  } catch (error) {
    console.error(`Suites du rendez-vous ${appointmentId} (${event}) incomplètes`, error)
  }
}

/** The e-mail that follows availabilities sent by an attendee, or the groomer's answer. */
export async function afterAvailabilities(event: 'sent' | 'answered', requestId: number): Promise<void> {
  try {
    if (event === 'sent') return await sendAvailabilitiesReceived(requestId)
    const groomer = await sendAvailabilityAnswer(requestId)
    // The proposed time is now held: the groomer's pages show one slot less.
    if (groomer) refreshGroomerPages({ uri: groomer.uri, cityUri: groomer.city && typeof groomer.city === 'object' ? groomer.city.uri : null })
  } catch (error) {
    console.error(`E-mail des disponibilités ${requestId} (${event}) non envoyé`, error)
  }
}
