import type { Access, CollectionBeforeValidateHook, Where } from 'payload'

import { viaBookingService } from '../../src/access/bookingService'
import { isAdmin, isAttendee, isGroomer } from '../../src/access/roles'

const practiceIdOf = (user: unknown): number | null => {
  const practice = (user as { team?: number | { id: number } | null }).team
  return typeof practice === 'object' && practice ? practice.id : (practice ?? null)
}

/** Admins all; a groomer their own and their practice members'; an attendee their own. */
export const readAppointments: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (isGroomer(req.user) && req.user) {
    const own: Where = { groomer: { equals: req.user.id } }
    const practice = practiceIdOf(req.user)
    return practice ? { or: [own, { 'groomer.team': { equals: practice } }] } : own
  }
  if (isAttendee(req.user) && req.user) return { attendee: { equals: req.user.id } }
  return false
}

export const createAppointments: Access = ({ req }) =>
  isAdmin(req.user) || isGroomer(req.user) || (isAttendee(req.user) && viaBookingService(req))

export const updateAppointments: Access = ({ req }): boolean | Where => {
  if (isAdmin(req.user)) return true
  if (isGroomer(req.user) && req.user) return { groomer: { equals: req.user.id } }
  if (isAttendee(req.user) && req.user && viaBookingService(req)) return { attendee: { equals: req.user.id } }
  return false
}

/** An attendee books for themself and their request waits for the groomer's validation. */
export const scopeAppointmentCreation: CollectionBeforeValidateHook = ({ data, req, operation }) => {
  if (operation !== 'create' || !data || !req.user) return data
  if (isAttendee(req.user)) {
    data.attendee = req.user.id
    data.status = 'pending'
  }
  if (isGroomer(req.user)) data.groomer = req.user.id
  return data
}
