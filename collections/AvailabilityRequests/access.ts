import type { Access, Where } from 'payload'

import { viaBookingService } from '../../src/access/bookingService'
import { isAdmin, isAttendee, isGroomer } from '../../src/access/roles'

/** Admins all; a groomer the requests sent to them; an attendee their own. */
export const readAvailabilityRequests: Access = ({ req }): boolean | Where => {
  if (isAdmin(req.user)) return true
  if (isGroomer(req.user) && req.user) return { groomer: { equals: req.user.id } }
  if (isAttendee(req.user) && req.user) return { attendee: { equals: req.user.id } }
  return false
}

/** Attendees send, and both sides answer, only through the booking service's checks. */
export const createAvailabilityRequests: Access = ({ req }) =>
  isAdmin(req.user) || (isAttendee(req.user) && viaBookingService(req))

export const updateAvailabilityRequests: Access = (args) => {
  if (isAdmin(args.req.user)) return true
  if (!viaBookingService(args.req)) return false
  return readAvailabilityRequests(args)
}
