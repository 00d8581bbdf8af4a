import { z } from 'zod'

import { batchAvailabilityLookup, checkAvailability } from './availability'
import { createGoogleBooking, googleBookingStatus, listGoogleBookings, updateGoogleBooking } from './bookings'
import {
  batchAvailabilityLookupRequest,
  checkAvailabilityRequest,
  createBookingRequest,
  getBookingStatusRequest,
  listBookingsRequest,
  snakeKeys,
  updateBookingRequest,
} from './wire'

/** A Booking Server method: its request's schema (snake_case after snakeKeys) and what answers it. */
type Method<S extends z.ZodType> = { request: S; answer: (body: z.infer<S>, now: Date) => Promise<unknown> }
const method = <S extends z.ZodType>(request: S, answer: Method<S>['answer']) => ({
  request: z.preprocess(snakeKeys, request),
  answer: answer as (body: unknown, now: Date) => Promise<unknown>,
})

type BookingServerMethod = ReturnType<typeof method>

/** The method named in the path, when it is one of ours (never a property every object has). */
export const bookingServerMethod = (name: string | undefined): BookingServerMethod | null =>
  name && Object.hasOwn(BOOKING_SERVER_METHODS, name) ? BOOKING_SERVER_METHODS[name]! : null

/** The Booking Server API v3 (appointments) methods we serve, by the name in their path. */
const BOOKING_SERVER_METHODS: Record<string, BookingServerMethod> = {
  BatchAvailabilityLookup: method(batchAvailabilityLookupRequest, (body, now) =>
    batchAvailabilityLookup(body.merchant_id, body.slot_time, now),
  ),
  CheckAvailability: method(checkAvailabilityRequest, (body, now) => checkAvailability(body.slot, now)),
  CreateBooking: method(createBookingRequest, (body, now) => createGoogleBooking(body, now)),
  UpdateBooking: method(updateBookingRequest, (body, now) => updateGoogleBooking(body, now)),
  GetBookingStatus: method(getBookingStatusRequest, (body) => googleBookingStatus(body.booking_id)),
  ListBookings: method(listBookingsRequest, (body) => listGoogleBookings(body.user_id)),
}
