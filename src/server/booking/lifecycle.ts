import type { Appointment, Attendee, Motive, User } from '@/payload-types'

import { BlockedTimeError, refuseBlockedTime, underAgendaLock } from '../appointments/agendaLock'
import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { isOverlapViolation } from '../appointments/errors'
import { afterAppointmentChange } from '../appointments/afterChange'
import { type CancellationWhy, changeStatus, lockStatusFrom } from '../appointments/status'
import { postponeTimes } from '../appointments/reschedule'
import { appointmentRules, noticeWindowMessage } from './rules'
import { requireFreeSlot, slotTaken } from './slotRules'
import { motiveForSize } from '../slots/motiveDuration'
import { DomainError } from '../domainErrors'
import { refreshGroomerPages } from '../cache/refreshPublicPages'
import { guaranteeOfAppointment } from '../noShows/guarantees'
import { settleGuaranteeQuietly, withdrawUnpaidBooking } from '../noShows/settle'

export const APPOINTMENT_NOT_FOUND = 'Rendez-vous introuvable.'
export const CANCELLED_MESSAGE = 'Votre rendez-vous est annulé. Le toiletteur a été informé.'

/** The person's own appointment by reference (their read access applies), with groomer and motive. */
async function ownAppointment(person: AuthenticatedPerson, reference: string): Promise<Appointment> {
  const payload = await getPayloadClient()
  const ownField = person.collection === 'users' ? 'groomer' : 'attendee'
  const { docs } = await payload.find({
    collection: 'appointments',
    user: person,
    overrideAccess: false,
    depth: 1,
    limit: 1,
    where: { and: [{ reference: { equals: reference } }, { [ownField]: { equals: person.id } }] },
  })
  if (!docs[0]) throw new DomainError('not_found', APPOINTMENT_NOT_FOUND)
  return docs[0]
}

const NOT_PENDING = 'Ce rendez-vous n’attend plus de validation.'
export const NOT_PAID_YET =
  'Le client n’a pas encore versé l’acompte ou enregistré sa carte : la demande vous sera envoyée dès que ce sera fait.'
const NOT_CHANGEABLE = 'Ce rendez-vous ne peut plus être modifié.'

function requirePending(appointment: Appointment) {
  if (appointment.status !== 'pending') throw new DomainError('conflict', NOT_PENDING)
}

/** The groomer confirms: the attendee gets the confirmation e-mail and a calendar entry is created. */
export async function validateAppointment(groomer: AuthenticatedPerson, reference: string): Promise<Appointment> {
  const appointment = await ownAppointment(groomer, reference)
  requirePending(appointment)
  if ((await guaranteeOfAppointment(appointment.id))?.state === 'awaiting')
    throw new DomainError('conflict', NOT_PAID_YET)
  const saved = await changeStatus(groomer, appointment.id, { to: 'confirmed' }, { conflict: NOT_PENDING })
  await afterAppointmentChange(saved.id, { kind: 'confirmed' })
  return saved
}

/** The groomer refuses with a reason the attendee is told; the slot is free again. */
export async function refuseAppointment(
  groomer: AuthenticatedPerson,
  reference: string,
  reason: string,
): Promise<Appointment> {
  const appointment = await ownAppointment(groomer, reference)
  requirePending(appointment)
  const saved = await changeStatus(groomer, appointment.id, { to: 'refused', reason }, { conflict: NOT_PENDING })
  await afterAppointmentChange(saved.id, { kind: 'refused' })
  // A deposit is refunded, an imprint let go, at once (or by the sweep job if Stripe is down).
  await settleGuaranteeQuietly(saved.id)
  return saved
}

function requireChangeable(appointment: Appointment, now: Date) {
  const groomer = appointment.groomer as User
  const rules = appointmentRules(appointment, groomer, now)
  if (rules.insideNoticeWindow)
    throw new DomainError('conflict', noticeWindowMessage(rules), { details: { phone: rules.groomerPhone } })
  if (!rules.canCancel) throw new DomainError('conflict', NOT_CHANGEABLE)
}

/** The attendee cancels before the notice window, saying why if they will; the groomer is informed by e-mail. */
export async function cancelAppointment(
  attendee: AuthenticatedPerson & Attendee,
  reference: string,
  now = new Date(),
  why?: CancellationWhy,
): Promise<Appointment> {
  const appointment = await ownAppointment(attendee, reference)
  requireChangeable(appointment, now)
  if (await withdrawUnpaidBooking(appointment.id)) {
    const groomer = appointment.groomer as User
    void refreshGroomerPages({ uri: groomer.uri, cityUri: typeof groomer.city === 'object' ? groomer.city?.uri : null })
    return ownAppointment(attendee, reference)
  }
  const saved = await changeStatus(
    attendee,
    appointment.id,
    { to: 'cancelled', by: 'attendee', why },
    { conflict: NOT_CHANGEABLE, now },
  )
  await afterAppointmentChange(saved.id, { kind: 'cancelled' })
  // Inside the free window the guarantee is given back; after it, the groomer may charge the fee.
  await settleGuaranteeQuietly(saved.id, now)
  return saved
}

/**
 * The attendee moves the appointment to another free slot in one UPDATE: the old time is freed
 * and the new one held at once (or nothing changes); the groomer validates the new time, within
 * 48 h of the first request when it was still waiting (src/server/jobs/expiry.ts). Under
 * the groomer's agenda lock like a booking (a time blocked meanwhile is refused), with the row
 * locked, so a cancellation or refusal sent at the same moment is never undone.
 */
export async function postponeAppointment(
  attendee: AuthenticatedPerson & Attendee,
  reference: string,
  start: string,
  now = new Date(),
): Promise<Appointment> {
  const appointment = await ownAppointment(attendee, reference)
  requireChangeable(appointment, now)
  const groomer = appointment.groomer as User
  // Several pets: the new slot is as long as the whole visit.
  const lines = appointment.lines ?? []
  const sized = appointment.motive ? motiveForSize(appointment.motive as Motive, appointment.pet?.size) : null
  const motive =
    sized && lines.length > 1 ? { ...sized, duration: lines.reduce((sum, line) => sum + line.duration, 0) } : sized
  if (!motive)
    throw new DomainError('conflict', 'Ce rendez-vous ne peut pas être reporté en ligne : appelez votre toiletteur.')
  const slot = await requireFreeSlot(groomer, motive, start, now, 'start', appointment.id)
  const range = { start: new Date(slot.startMs), end: new Date(slot.endMs) }
  try {
    const saved = await underAgendaLock(attendee, groomer.id, async (req) => {
      const status = await lockStatusFrom(req, 'appointments', appointment.id, ['pending', 'confirmed'], NOT_CHANGEABLE)
      await refuseBlockedTime(req, groomer.id, range)
      // A request still waiting keeps its first request time, so moving it never delays its expiry;
      // a confirmed appointment moved by its owner is a new request for the groomer.
      const requestedAt = status === 'confirmed' ? now.toISOString() : undefined
      return postponeTimes(req, attendee, appointment.id, range, requestedAt)
    })
    await afterAppointmentChange(saved.id, { kind: 'postponed', previousStart: appointment.start })
    return saved
  } catch (error) {
    if (isOverlapViolation(error) || error instanceof BlockedTimeError)
      throw await slotTaken(groomer, motive, start, now, 'start')
    throw error
  }
}
