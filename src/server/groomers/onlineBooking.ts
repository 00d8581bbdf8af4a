import type { User } from '@/payload-types'

/**
 * Owners book this groomer online: the groomer takes online bookings (their own setting) and their
 * subscription does not suspend it (unpaid past the grace, or ended: src/server/billing). Otherwise
 * their page shows their phone.
 */
export const takesOnlineBookings = (groomer: Pick<User, 'onlineBooking' | 'bookingSuspended'>): boolean =>
  groomer.onlineBooking !== false && groomer.bookingSuspended !== true
