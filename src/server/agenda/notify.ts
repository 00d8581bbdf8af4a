import { getCalendarPort } from '@/integrations/calendar'
import type { CustomerNotice } from '@/lib/agendaNotice'

import { refreshGroomerPages } from '../cache/refreshPublicPages'
import { pushAppointment } from '../calendarSync/push'
import { messageCustomer } from '../notifications/customerMessages'
import { loadParties } from '../notifications/parties'
import { offerFreedTimeQuietly } from '../waitlist/offer'

/** The time an appointment held before a move or a resize: what part of it is now free goes to the waiting list. */
type Previous = { previousStart: string; previousEnd: string }
export type AgendaChange =
  { kind: 'cancelled' } | ({ kind: 'moved' } & Previous) | ({ kind: 'resized' } & Previous) | { kind: 'created' }

/**
 * What follows a change made from the agenda, once committed: the calendar entry, the groomer's
 * public pages (their free slots changed) and the customer's e-mail and SMS in the groomer's
 * wording (the attendee's account, or the contact typed for a hand-made appointment): the
 * confirmation of a hand-made booking, the move, the cancellation. A booking or a move tells the
 * customer only by the channels of `notice` (the groomer's answer to « Prévenir le client ? »),
 * and never of a visit already begun (typed in after the fact, or moved into the past).
 * A failure is logged; the change stands.
 */
export async function afterAgendaChange(
  appointmentId: number,
  change: AgendaChange,
  notice?: CustomerNotice,
  now = new Date(),
): Promise<void> {
  try {
    const parties = await loadParties(appointmentId)
    const { appointment, groomer } = parties
    void refreshGroomerPages({
      uri: groomer.uri,
      cityUri: groomer.city && typeof groomer.city === 'object' ? groomer.city.uri : null,
    })
    // Freed time goes to the waiting list first (decision 0036).
    if (change.kind === 'cancelled')
      await offerFreedTimeQuietly(groomer.id, [{ start: new Date(appointment.start), end: new Date(appointment.end) }])
    // Only free slots are ever offered: the part of the old time the appointment still covers is not.
    if (change.kind === 'moved' || change.kind === 'resized')
      await offerFreedTimeQuietly(groomer.id, [
        { start: new Date(change.previousStart), end: new Date(change.previousEnd) },
      ])
    const calendar = getCalendarPort()
    if (change.kind !== 'created') await calendar.cancelEntry(appointmentId)
    if (change.kind !== 'cancelled' && appointment.status === 'confirmed') {
      await calendar.createEntry({
        groomerId: groomer.id,
        appointmentId,
        title: appointment.title ?? 'Rendez-vous',
        start: appointment.start,
        end: appointment.end,
        location: appointment.location,
      })
      // A move replaces the outside event in place (same UID), no delete first.
      await pushAppointment(appointmentId, groomer.id, 'upsert')
    } else if (change.kind !== 'created') await pushAppointment(appointmentId, groomer.id, 'delete')
    if (change.kind === 'cancelled') return await messageCustomer(parties, 'cancellation')
    if (change.kind === 'resized' || Date.parse(appointment.start) < now.getTime()) return
    if (change.kind === 'created')
      return appointment.status === 'confirmed'
        ? await messageCustomer(parties, 'confirmation', { channels: notice })
        : undefined
    // Each move is its own occasion: the same time reached twice (and back) is announced each time.
    await messageCustomer(parties, 'move', {
      occasion: `${change.previousStart}>${appointment.start}@${appointment.updatedAt}`,
      previousStart: change.previousStart,
      channels: notice,
    })
  } catch (error) {
    console.error(`Suites de la modification du rendez-vous ${appointmentId} (${change.kind}) incomplètes`, error)
  }
}
