import { DateTime } from 'luxon'

import type { Appointment, Attendee, AvailabilityRequest, Motive, User } from '@/payload-types'

import { requestLapsed } from '@/lib/availabilityRequests'
import { relationId } from '@/lib/relations'

import { BOOKING_SERVICE_CONTEXT } from '../../access/bookingService'
import { BlockedTimeError, refuseBlockedTime, underAgendaLock } from '../appointments/agendaLock'
import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { requireVerifiedPhone } from './attendee'
import { isOverlapViolation } from '../appointments/errors'
import { bookableGroomer, bookableMotive } from './groomers'
import { afterAppointmentChange } from '../appointments/afterChange'
import { afterAvailabilities } from './availabilityRequestsFollowUp'
import type { AvailabilitiesInput } from './schemas'
import { requireFreeSlot, slotTaken } from './slotRules'
import { changeStatus, lockStatusFrom } from '../appointments/status'
import { createAppointment } from '../appointments/create'
import { newReference } from '../appointments/reference'
import { inPersonTransaction } from '../transaction'
import { DomainError } from '../domainErrors'

export const REQUEST_NOT_FOUND = 'Demande introuvable.'

/** The attendee proposes ranges and a note when no slot suits them; the groomer is e-mailed. */
export async function sendAvailabilities(
  attendee: AuthenticatedPerson & Attendee,
  input: AvailabilitiesInput,
  now = new Date(),
): Promise<AvailabilityRequest> {
  requireVerifiedPhone(attendee)
  const groomer = await bookableGroomer(input.groomer)
  const motive = await bookableMotive(groomer.id, input.motive)
  const fields: Record<string, string> = {}
  const zone = groomer.timezone || 'Europe/Paris'
  input.ranges.forEach((range, index) => {
    if (new Date(range.start) <= now) fields[`ranges.${index}.start`] = 'Cette plage est déjà passée.'
    else if (DateTime.fromISO(range.start, { zone }).weekday === 7)
      fields[`ranges.${index}.start`] = 'Les rendez-vous ne se prennent pas le dimanche.'
    else if (new Date(range.end).getTime() - new Date(range.start).getTime() < motive.duration * 60_000) {
      fields[`ranges.${index}.end`] = `La plage doit durer au moins ${motive.duration} minutes.`
    }
  })
  if (Object.keys(fields).length > 0)
    throw new DomainError('invalid', 'Certaines plages ne conviennent pas.', { fields })
  const payload = await getPayloadClient()
  const request = await payload.create({
    collection: 'availability-requests',
    user: attendee,
    overrideAccess: false,
    context: BOOKING_SERVICE_CONTEXT,
    depth: 0,
    data: {
      reference: newReference('DISPO'),
      groomer: groomer.id,
      attendee: attendee.id,
      motive: motive.id,
      ranges: input.ranges,
      note: input.note || undefined,
      status: 'sent',
    },
  })
  await afterAvailabilities('sent', request.id)
  return request
}

async function ownRequest(person: AuthenticatedPerson, reference: string): Promise<AvailabilityRequest> {
  const payload = await getPayloadClient()
  const ownField = person.collection === 'users' ? 'groomer' : 'attendee'
  const { docs } = await payload.find({
    collection: 'availability-requests',
    user: person,
    overrideAccess: false,
    depth: 1,
    limit: 1,
    where: { and: [{ reference: { equals: reference } }, { [ownField]: { equals: person.id } }] },
  })
  if (!docs[0]) throw new DomainError('not_found', REQUEST_NOT_FOUND)
  return docs[0]
}

/** The groomer answers with a time: an appointment holds it while the attendee decides. */
export async function answerAvailabilities(
  groomer: AuthenticatedPerson,
  reference: string,
  input: { start: string; note: string },
  now = new Date(),
) {
  const request = await ownRequest(groomer, reference)
  if (request.status !== 'sent') throw new DomainError('conflict', 'Vous avez déjà répondu à cette demande.')
  if (requestLapsed(request, now))
    throw new DomainError('conflict', 'Les disponibilités de cette demande sont toutes passées.')
  const owner = groomer as unknown as User
  const motive = request.motive as Motive
  const slot = await requireFreeSlot(owner, motive, input.start, now, 'start')
  const payload = await getPayloadClient()
  // System read: the attendee's e-mail goes on the appointment; groomers cannot read attendee accounts.
  const attendee = await payload.findByID({
    collection: 'attendees',
    id: relationId(request.attendee) ?? 0,
    depth: 0,
    overrideAccess: true,
  })
  try {
    // Under the agenda lock like a booking (a time blocked meanwhile is refused), with the request
    // row locked: two answers sent at once hold one time, not two.
    return await underAgendaLock(groomer, owner.id, async (req) => {
      await lockStatusFrom(
        req,
        'availability_requests',
        request.id,
        ['sent'],
        'Vous avez déjà répondu à cette demande.',
      )
      await refuseBlockedTime(req, owner.id, { start: new Date(slot.startMs), end: new Date(slot.endMs) })
      const appointment = await createAppointment(
        {
          groomer: owner,
          motive,
          start: new Date(slot.startMs),
          end: new Date(slot.endMs),
          attendee: attendee.id,
          attendeeEmails: [attendee.email],
        },
        { source: 'proposal', req, groomer, availabilityRequest: request.id },
      )
      const saved = await payload.update({
        collection: 'availability-requests',
        id: request.id,
        req,
        user: groomer,
        overrideAccess: false,
        depth: 0,
        data: {
          status: 'answered',
          proposedStart: appointment.start,
          groomerNote: input.note || undefined,
          appointment: appointment.id,
        },
      })
      return { request: saved, appointment }
    }).then(async (result) => {
      await afterAvailabilities('answered', result.request.id)
      return result
    })
  } catch (error) {
    if (isOverlapViolation(error) || error instanceof BlockedTimeError)
      throw await slotTaken(owner, motive, input.start, now, 'start')
    throw error
  }
}

/** The attendee accepts the proposed time (confirmed, confirmation e-mail) or declines it (slot freed). */
export async function respondToProposal(
  attendee: AuthenticatedPerson & Attendee,
  reference: string,
  accept: boolean,
  now = new Date(),
) {
  const request = await ownRequest(attendee, reference)
  if (request.status !== 'answered')
    throw new DomainError('conflict', 'Cette demande n’attend pas de réponse de votre part.')
  const appointment = request.appointment as Appointment | null
  if (!appointment || appointment.status !== 'pending')
    throw new DomainError('conflict', 'L’horaire proposé n’est plus disponible.')
  if (accept && new Date(appointment.start) <= now)
    throw new DomainError('conflict', 'L’horaire proposé est passé : proposez de nouvelles disponibilités.')
  const payload = await getPayloadClient()
  const result = await inPersonTransaction(
    attendee,
    async (req) => {
      // Two answers at once (two tabs, a double tap): the second sees the first's and changes nothing.
      await lockStatusFrom(
        req,
        'availability_requests',
        request.id,
        ['answered'],
        'Cette demande n’attend pas de réponse de votre part.',
      )
      const updated = await changeStatus(
        attendee,
        appointment.id,
        accept ? { to: 'confirmed' } : { to: 'cancelled', by: 'attendee' },
        { conflict: 'L’horaire proposé n’est plus disponible.', from: ['pending'], now, req },
      )
      const saved = await payload.update({
        collection: 'availability-requests',
        id: request.id,
        req,
        user: attendee,
        overrideAccess: false,
        depth: 0,
        data: { status: accept ? 'accepted' : 'declined' },
      })
      return { request: saved, appointment: updated }
    },
    BOOKING_SERVICE_CONTEXT,
  )
  await afterAppointmentChange(result.appointment.id, { kind: accept ? 'confirmed' : 'declined' })
  return result
}
