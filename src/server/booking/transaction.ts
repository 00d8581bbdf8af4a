import type { PayloadRequest } from 'payload'

import { BOOKING_SERVICE_CONTEXT } from '../../access/bookingService'
import type { AuthenticatedPerson } from '../auth/tokens'
import { inPersonTransaction } from '../transaction'

/**
 * Runs several booking writes on behalf of `person` in one database transaction: all of them or
 * none. The given `req` also carries the booking-service context attendees need to write appointments.
 */
export function inTransaction<T>(person: AuthenticatedPerson, run: (req: PayloadRequest) => Promise<T>): Promise<T> {
  return inPersonTransaction(person, run, BOOKING_SERVICE_CONTEXT)
}
