import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import type { BookingDelaysInput } from './schemas'

export type BookingDelays = { minNoticeMinutes: number; notBeforeHour: number | null; horizonMonths: number }

/** The groomer's booking delays with the engine's defaults (2 h notice, 3 months ahead). */
export function bookingDelaysOf(groomer: AuthenticatedPerson): BookingDelays {
  const delays = ('bookingDelays' in groomer ? groomer.bookingDelays : null) as
    Partial<BookingDelays> | null | undefined
  return {
    minNoticeMinutes: delays?.minNoticeMinutes ?? 120,
    notBeforeHour: delays?.notBeforeHour ?? null,
    horizonMonths: delays?.horizonMonths ?? 3,
  }
}

export async function updateBookingDelays(
  groomer: AuthenticatedPerson,
  input: BookingDelaysInput,
): Promise<BookingDelays> {
  const payload = await getPayloadClient()
  const user = await payload.update({
    collection: 'users',
    id: groomer.id,
    user: groomer,
    overrideAccess: false,
    depth: 0,
    data: { bookingDelays: input },
  })
  return bookingDelaysOf({ ...groomer, bookingDelays: user.bookingDelays } as AuthenticatedPerson)
}
