import { z } from 'zod'

/**
 * The Booking Server v3 messages as JSON (Actions Center, appointments): Google writes field names in
 * snake_case and 64-bit integers as strings; proto3's JSON also allows lowerCamelCase names and
 * numbers, so keys are brought to snake_case first and integers taken either way. Unknown fields are
 * left out (proto3 ignores them too).
 */

/** `startSec` → `start_sec`, at every depth. */
export function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      snakeKeys(inner),
    ]),
  )
}

/** An int64 as Google sends it (a string of digits, or a number), within `min`..`max`. */
const int64 = (min: number, max: number, error: string) =>
  z
    .union([z.string().regex(/^\d{1,12}$/), z.number().int()], { error })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error })

/** An instant in seconds since the epoch: the engine knows the years 2000 to 2199. */
const instant = int64(946_684_800, 7_258_118_399, 'Un instant entre 2000 et 2199, en secondes, est attendu.')
/** A slot's length in seconds (a day at most). */
const duration = int64(0, 86_400, 'Une durée en secondes, d’un jour au plus, est attendue.')

const id = z.string({ error: 'Un identifiant est attendu.' }).trim().min(1).max(64)

/** What a slot and a slot's time share: the service, the start, the length and Google's own tags. */
const slotFields = {
  service_id: id,
  start_sec: instant,
  duration_sec: duration.optional(),
  availability_tag: z.string().max(255).optional(),
  confirmation_mode: z.string().max(64).optional(),
}

/** A slot's time for a service of the merchant named beside it (BatchAvailabilityLookup). */
const slotTime = z.object({ ...slotFields, resource_ids: z.record(z.string(), z.unknown()).optional() })
export type SlotTime = z.infer<typeof slotTime>

const slot = z.object({ merchant_id: id, ...slotFields, resources: z.record(z.string(), z.unknown()).optional() })
export type Slot = z.infer<typeof slot>

const text = (max: number) => z.string().trim().max(max).optional()

const userInformation = z.object({
  user_id: id,
  given_name: text(100),
  family_name: text(100),
  telephone: text(40),
  email: z.email().max(254).optional().or(z.literal('')),
})
export type UserInformation = z.infer<typeof userInformation>

export const batchAvailabilityLookupRequest = z.object({
  merchant_id: id,
  slot_time: z.array(slotTime).min(1).max(1000),
})

export const checkAvailabilityRequest = z.object({ slot })

export const createBookingRequest = z.object({
  slot,
  user_information: userInformation,
  idempotency_token: z.string().trim().min(1).max(200),
  additional_request: text(1000),
})
export type CreateBookingRequest = z.infer<typeof createBookingRequest>

export const BOOKING_STATUSES = [
  'BOOKING_STATUS_UNSPECIFIED',
  'CONFIRMED',
  'PENDING_MERCHANT_CONFIRMATION',
  'PENDING_CLIENT_CONFIRMATION',
  'CANCELED',
  'NO_SHOW',
  'NO_SHOW_PENALIZED',
  'FAILED',
  'DECLINED_BY_MERCHANT',
] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

export const updateBookingRequest = z.object({
  booking: z.object({
    booking_id: id,
    status: z.enum(BOOKING_STATUSES).optional(),
    slot: z.object({ start_sec: instant.optional(), duration_sec: duration.optional() }).optional(),
  }),
})
export type UpdateBookingRequest = z.infer<typeof updateBookingRequest>

export const getBookingStatusRequest = z.object({ booking_id: id })
export const listBookingsRequest = z.object({ user_id: id })

/** Why a booking could not be made or changed (BookingFailure.Cause), answered with HTTP 200. */
export type FailureCause =
  'SLOT_UNAVAILABLE' | 'OUTSIDE_CANCELLATION_WINDOW' | 'BOOKING_ALREADY_CANCELLED' | 'BOOKING_NOT_CANCELLABLE'
export type BookingFailure = { cause: FailureCause; description: string }

/** Our bookings on Google are confirmed at once: only motives in « confirmation immédiate » are offered. */
export const CONFIRMATION_MODE = 'CONFIRMATION_MODE_SYNCHRONOUS'

/** A slot as Google reads it back: its int64 fields as strings. */
export type WireSlot = {
  merchant_id: string
  service_id: string
  start_sec: string
  duration_sec: string
  confirmation_mode: typeof CONFIRMATION_MODE
}

export type WireBooking = {
  booking_id: string
  slot: WireSlot
  user_information: Record<string, string>
  status: BookingStatus
  payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' }
}

export const wireSlot = (merchantId: number, serviceId: number, startMs: number, endMs: number): WireSlot => ({
  merchant_id: String(merchantId),
  service_id: String(serviceId),
  start_sec: String(Math.round(startMs / 1000)),
  duration_sec: String(Math.round((endMs - startMs) / 1000)),
  confirmation_mode: CONFIRMATION_MODE,
})
