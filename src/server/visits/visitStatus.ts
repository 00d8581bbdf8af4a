import { z } from 'zod'

import type { Appointment } from '@/payload-types'
import { dayHasCome, type VisitStatus } from '../appointments/visitSteps'

import type { AuthenticatedPerson } from '../auth/tokens'
import { changeStatus } from '../appointments/status'
import { DomainError } from '../domainErrors'
import { afterAppointmentChange } from '../appointments/afterChange'
import { getPayloadClient } from '../payload'

export const VISIT_STATUS_VALUES = ['arrived', 'ready', 'finished', 'no_show'] as const satisfies readonly VisitStatus[]

export const visitBody = z.object({
  status: z.enum(VISIT_STATUS_VALUES, { error: 'Choisissez : arrivé, prêt, terminé ou absent.' }),
  /**
   * The step the groomer's screen showed when they took this one (`none`: no step yet), sent by
   * the offline day (« Ma journée ») so that a visit changed meanwhile is a 409, not overwritten.
   */
  expected: z.enum([...VISIT_STATUS_VALUES, 'none'], { error: 'Étape attendue inconnue.' }).optional(),
})

const NOT_CONFIRMED = 'Seul un rendez-vous confirmé peut être suivi (arrivée, prêt, terminé, absent).'
const NOT_TODAY = 'Ce rendez-vous n’a pas encore commencé : son suivi s’ouvre le jour même.'
const NOT_STARTED = 'Un client ne peut être noté absent qu’après l’heure du rendez-vous.'

/**
 * The pet's day, set by its groomer on a confirmed appointment: arrived, ready for pick-up (the
 * customer is told by e-mail and SMS, once), finished, or no-show once its time has passed. The
 * groomer may correct a step; the row is locked so two taps at once write one after the other.
 */
export async function setVisitStatus(
  groomer: AuthenticatedPerson,
  reference: string,
  status: VisitStatus,
  now = new Date(),
  expected?: VisitStatus | 'none',
): Promise<Appointment> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'appointments',
    user: groomer,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    // Their own only: a practice member may read a colleague's appointment, not run its day.
    where: { and: [{ reference: { equals: reference } }, { groomer: { equals: groomer.id } }] },
  })
  const appointment = docs[0]
  if (!appointment) throw new DomainError('not_found', 'Rendez-vous introuvable.')
  if (appointment.status !== 'confirmed') throw new DomainError('conflict', NOT_CONFIRMED)
  if (status === 'no_show' ? now < new Date(appointment.start) : !dayHasCome(appointment, now))
    throw new DomainError('conflict', status === 'no_show' ? NOT_STARTED : NOT_TODAY)
  const saved = await changeStatus(
    groomer,
    appointment.id,
    { to: 'visit', step: status, ...(expected ? { expected: expected === 'none' ? null : expected } : {}) },
    { conflict: NOT_CONFIRMED, now },
  )
  if (status === 'ready') await afterAppointmentChange(saved.id, { kind: 'ready' }, now)
  return saved
}
