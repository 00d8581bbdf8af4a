import type { PayloadRequest } from 'payload'

/**
 * Set in `context` by the booking service (src/server/booking) once it has checked the slot with
 * the engine and the lifecycle rules. Attendees write appointments and availability requests only
 * through it: the REST API cannot set a request's context.
 */
export const BOOKING_SERVICE_CONTEXT = { bookingService: true } as const

export const viaBookingService = (req: PayloadRequest): boolean => req.context?.bookingService === true
