import { getCalendarPort } from '@/integrations/calendar'

import { refreshGroomerPages } from '../cache/refreshPublicPages'
import { pushAppointment, type PushAction } from '../calendarSync/push'

import { sendGroomerNotice } from '../notifications/appointmentEmails'
import {
  acknowledgeAvailabilities,
  sendAvailabilitiesReceived,
  sendAvailabilityAnswer,
} from '../notifications/availabilityEmails'
import { messageCustomer } from '../notifications/customerMessages'
import { loadParties, type AppointmentParties } from '../notifications/parties'
import { offerFreedTimeQuietly } from '../waitlist/offer'

export type BookingEvent = 'requested' | 'confirmed' | 'refused' | 'cancelled' | 'postponed' | 'declined'

/**
 * What follows a change of an appointment, once it is written: the e-mail (and the customer's SMS)
 * of the other side and the calendar entry. The change stands even if a message fails; the failure is logged. The
 * calendar steps never keep the e-mail from leaving.
 */
export async function afterBooking(
  event: BookingEvent,
  appointmentId: number,
  extra: { previousStart?: string; parties?: AppointmentParties } = {},
): Promise<void> {
  try {
    const parties = extra.parties ?? (await loadParties(appointmentId))
    const { appointment, groomer } = parties
    void refreshGroomerPages({
      uri: groomer.uri,
      cityUri: groomer.city && typeof groomer.city === 'object' ? groomer.city.uri : null,
    })
    const calendar = getCalendarPort()
    const entry = (action: PushAction) =>
      calendarStep(appointmentId, event, async () => {
        if (action === 'upsert')
          await calendar.createEntry({
            groomerId: groomer.id,
            appointmentId,
            title: appointment.title ?? 'Rendez-vous',
            start: appointment.start,
            end: appointment.end,
            location: appointment.location,
          })
        else await calendar.cancelEntry(appointmentId)
        await pushAppointment(appointmentId, groomer.id, action)
      })
    await offerFreedSlot(event, appointment, extra.previousStart)
    switch (event) {
      case 'requested':
        await sendGroomerNotice(parties, 'requested')
        return await messageCustomer(parties, 'requested')
      case 'confirmed':
        await entry('upsert')
        return await messageCustomer(parties, 'confirmation')
      case 'refused':
        return await messageCustomer(parties, 'refusal')
      case 'cancelled':
        await entry('delete')
        // The groomer hears of it when the customer cancelled; the customer always does.
        if (appointment.cancelledBy !== 'groomer') await sendGroomerNotice(parties, 'cancelled')
        return await messageCustomer(parties, 'cancellation')
      case 'declined':
        await entry('delete')
        return await sendGroomerNotice(parties, event)
      case 'postponed':
        await entry('delete')
        await sendGroomerNotice(parties, 'postponed', extra.previousStart)
        // One acknowledgement per postponement (each one writes the appointment anew).
        return await messageCustomer(parties, 'postponed', {
          occasion: `${appointment.start}@${appointment.updatedAt}`,
          previousStart: extra.previousStart,
        })
    }
  } catch (error) {
    console.error(`Suites du rendez-vous ${appointmentId} (${event}) incomplètes`, error)
  }
}

/**
 * A cancellation, a refusal or a postponement frees time: offered to the groomer's waiting list
 * first (decision 0036), inline once the change is committed, so the first subscriber hears of it
 * within the request.
 */
async function offerFreedSlot(
  event: BookingEvent,
  appointment: AppointmentParties['appointment'],
  previousStart?: string,
): Promise<void> {
  const groomer = typeof appointment.groomer === 'object' ? appointment.groomer.id : appointment.groomer
  if (event === 'cancelled' || event === 'refused')
    await offerFreedTimeQuietly(groomer, [{ start: new Date(appointment.start), end: new Date(appointment.end) }])
  if (event === 'postponed' && previousStart) {
    const start = new Date(previousStart)
    const end = new Date(
      start.getTime() + (new Date(appointment.end).getTime() - new Date(appointment.start).getTime()),
    )
    await offerFreedTimeQuietly(groomer, [{ start, end }])
  }
}

/** A calendar step that fails is logged (the every-minute sweep queues missed pushes again). */
async function calendarStep(appointmentId: number, event: BookingEvent, run: () => Promise<void>): Promise<void> {
  try {
    await run()
  } catch (error) {
    console.error(`Agenda du rendez-vous ${appointmentId} (${event}) non mis à jour`, error)
  }
}

/** The messages that follow availabilities sent by an attendee (to both sides), or the groomer's answer. */
export async function afterAvailabilities(event: 'sent' | 'answered', requestId: number): Promise<void> {
  try {
    if (event === 'sent') {
      await sendAvailabilitiesReceived(requestId)
      return await acknowledgeAvailabilities(requestId)
    }
    const groomer = await sendAvailabilityAnswer(requestId)
    // The proposed time is now held: the groomer's pages show one slot less.
    if (groomer)
      void refreshGroomerPages({
        uri: groomer.uri,
        cityUri: groomer.city && typeof groomer.city === 'object' ? groomer.city.uri : null,
      })
  } catch (error) {
    console.error(`E-mail des disponibilités ${requestId} (${event}) non envoyé`, error)
  }
}
