import { getLocalCalendar } from '@/integrations/calendar'
import type { GroomerNoticeKind } from '../../../email-templates/GroomerNotice'
import type { CustomerNotice } from '@/lib/agendaNotice'

import { refreshGroomerPages } from '../cache/refreshPublicPages'
import { pushAppointment, type PushAction } from '../calendarSync/push'
import { sendGroomerNotice } from '../notifications/appointmentEmails'
import { messageCustomer } from '../notifications/customerMessages'
import { sendExpiry } from '../notifications/jobMessages'
import { loadParties, type AppointmentParties } from '../notifications/parties'
import { log } from '../observability/log'
import { pushGroomerNotice } from '../push/groomerNotice'
import { offerFreedTimeQuietly } from '../waitlist/offer'

/** The time an appointment held before a move or a resize: what part of it is now free goes to the waiting list. */
type Previous = { previousStart: string; previousEnd: string }

/** What happened to an appointment, as what follows it needs to know. */
export type AppointmentChange =
  /**
   * An owner's online request, waiting for the groomer (`parties` when already read; `pushed` when
   * the groomer's phones were told already, by src/server/appointments/followUpPushes.ts).
   */
  | { kind: 'requested'; parties?: AppointmentParties; pushed?: boolean }
  /** An owner's online booking confirmed at once (instant booking, issue 34). */
  | { kind: 'booked'; parties?: AppointmentParties; pushed?: boolean }
  /** The groomer validated it, or the owner accepted the groomer's proposed time. */
  | { kind: 'confirmed' }
  | { kind: 'refused' }
  /** By either side (the row's `cancelledBy` says which). */
  | { kind: 'cancelled' }
  /** The owner declined the time the groomer proposed. */
  | { kind: 'declined' }
  /** The owner moved it online: a new request for the groomer. */
  | { kind: 'postponed'; previousStart: string }
  /** Typed by the groomer (by hand, or « Reprendre rendez-vous »), told by the channels of `notice`. */
  | { kind: 'created'; notice?: CustomerNotice }
  | ({ kind: 'moved'; notice?: CustomerNotice } & Previous)
  | ({ kind: 'resized' } & Previous)
  /** Left unanswered by the groomer (src/server/jobs/expiry.ts, which offers the freed time itself, before any message). */
  | { kind: 'expired' }
  /** The pet is ready for pick-up. */
  | { kind: 'ready' }

// Not 'expired': the expiry job offers the time of every request it expired before telling anyone.
const freedOnTheWhole = new Set<AppointmentChange['kind']>(['cancelled', 'refused'])
const needsNoCalendar = new Set<AppointmentChange['kind']>(['requested', 'refused', 'expired', 'ready'])

/**
 * What follows a change of an appointment, once it is committed: the groomer's public pages (their
 * free slots changed), the waiting list (freed time is offered first, decision 0036), the calendar
 * entry and the outside calendars, then the messages of the other side. The change stands whatever
 * fails here: a failure is logged (the every-minute sweep queues missed calendar pushes again), a
 * calendar step never keeps a message from leaving. Answers false when something failed.
 */
export async function afterAppointmentChange(
  appointmentId: number,
  change: AppointmentChange,
  now = new Date(),
): Promise<boolean> {
  try {
    const parties =
      ((change.kind === 'requested' || change.kind === 'booked') && change.parties) ||
      (await loadParties(appointmentId, { wordings: true }))
    const { appointment, groomer } = parties
    // The groomer's phones first, before the pages, the calendars and the e-mails: a request waits
    // for their answer. The follow-up does not wait for the push services (it never throws).
    const notice = groomerNoticeOf(change, appointment)
    const pushed = (change.kind === 'requested' || change.kind === 'booked') && change.pushed === true
    if (notice && !pushed) void pushGroomerNotice(parties, notice.kind, notice.previousStart, now)
    if (change.kind !== 'ready')
      void refreshGroomerPages({
        uri: groomer.uri,
        cityUri: groomer.city && typeof groomer.city === 'object' ? groomer.city.uri : null,
      })
    await offerFreedTime(change, appointment, groomer.id, now)
    if (!needsNoCalendar.has(change.kind)) await calendarSteps(appointmentId, change, parties)
    await tell(change, parties, now)
    return true
  } catch (error) {
    log('error', 'appointment follow-up incomplete', { appointment: appointmentId, change: change.kind, error })
    return false
  }
}

/** Only free time is ever offered: after a move, the part of the old time the appointment still covers is not. */
async function offerFreedTime(
  change: AppointmentChange,
  appointment: AppointmentParties['appointment'],
  groomerId: number,
  now: Date,
): Promise<void> {
  const duration = Date.parse(appointment.end) - Date.parse(appointment.start)
  const freed = freedOnTheWhole.has(change.kind)
    ? { start: new Date(appointment.start), end: new Date(appointment.end) }
    : change.kind === 'postponed'
      ? { start: new Date(change.previousStart), end: new Date(Date.parse(change.previousStart) + duration) }
      : change.kind === 'moved' || change.kind === 'resized'
        ? { start: new Date(change.previousStart), end: new Date(change.previousEnd) }
        : null
  if (freed) await offerFreedTimeQuietly(groomerId, [freed], now)
}

/**
 * The site's own calendar entry and the groomer's outside calendars: a confirmed appointment is
 * there (a move replaces the outside event in place, same UID), any other is not.
 */
async function calendarSteps(appointmentId: number, change: AppointmentChange, parties: AppointmentParties) {
  const { appointment, groomer } = parties
  const calendar = getLocalCalendar()
  // Read after the commit: a cancelled or declined appointment is no longer confirmed.
  const present = appointment.status === 'confirmed'
  const action: PushAction = present ? 'upsert' : 'delete'
  // A new appointment has nothing to remove yet; a hand-made one still waiting has nothing to show.
  if (change.kind === 'created' && !present) return
  try {
    if (change.kind !== 'created' && change.kind !== 'confirmed') await calendar.cancelEntry(appointmentId)
    if (present)
      await calendar.createEntry({
        groomerId: groomer.id,
        appointmentId,
        title: appointment.title ?? 'Rendez-vous',
        start: appointment.start,
        end: appointment.end,
        location: appointment.location,
      })
    await pushAppointment(appointmentId, groomer.id, action)
  } catch (error) {
    log('error', 'appointment calendar not updated', { appointment: appointmentId, change: change.kind, error })
  }
}

/** What the groomer is told of a change the owner made (null: nothing, the groomer made it). */
function groomerNoticeOf(
  change: AppointmentChange,
  appointment: AppointmentParties['appointment'],
): { kind: GroomerNoticeKind; previousStart?: string } | null {
  switch (change.kind) {
    case 'requested':
    case 'booked':
    case 'declined':
      return { kind: change.kind }
    case 'postponed':
      return { kind: 'postponed', previousStart: change.previousStart }
    case 'cancelled':
      return appointment.cancelledBy === 'groomer' ? null : { kind: 'cancelled' }
    default:
      return null
  }
}

/** The messages: the groomer hears of what the owner did, the customer of what the groomer did. */
async function tell(change: AppointmentChange, parties: AppointmentParties, now: Date): Promise<void> {
  const { appointment } = parties
  switch (change.kind) {
    case 'requested':
      await sendGroomerNotice(parties, 'requested')
      return await messageCustomer(parties, 'requested')
    case 'booked':
      await sendGroomerNotice(parties, 'booked')
      return await messageCustomer(parties, 'confirmation')
    case 'confirmed':
      return await messageCustomer(parties, 'confirmation')
    case 'refused':
      return await messageCustomer(parties, 'refusal')
    case 'cancelled':
      if (appointment.cancelledBy !== 'groomer') await sendGroomerNotice(parties, 'cancelled')
      return await messageCustomer(parties, 'cancellation')
    case 'declined':
      return await sendGroomerNotice(parties, 'declined')
    case 'postponed':
      await sendGroomerNotice(parties, 'postponed', change.previousStart)
      // One acknowledgement per postponement (each one writes the appointment anew).
      return await messageCustomer(parties, 'postponed', {
        occasion: `${appointment.start}@${appointment.updatedAt}`,
        previousStart: change.previousStart,
      })
    case 'expired':
      return await sendExpiry(parties)
    case 'ready':
      return await messageCustomer(parties, 'ready')
    case 'resized':
      return
    case 'created':
      // Never of a visit already begun (typed in after the fact).
      if (appointment.status !== 'confirmed' || Date.parse(appointment.start) < now.getTime()) return
      return await messageCustomer(parties, 'confirmation', { channels: change.notice })
    case 'moved':
      if (Date.parse(appointment.start) < now.getTime()) return
      // Each move is its own occasion: the same time reached twice (and back) is announced each time.
      return await messageCustomer(parties, 'move', {
        occasion: `${change.previousStart}>${appointment.start}@${appointment.updatedAt}`,
        previousStart: change.previousStart,
        channels: change.notice,
      })
  }
}
