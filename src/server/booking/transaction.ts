import { createLocalReq, type PayloadRequest } from 'payload'

import { BOOKING_SERVICE_CONTEXT } from '../../access/bookingService'
import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'

/**
 * Runs several writes on behalf of `person` in one database transaction: all of them or none.
 * Pass the given `req` (it carries the person, the transaction and the booking-service context).
 */
export async function inTransaction<T>(person: AuthenticatedPerson, run: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const payload = await getPayloadClient()
  const req = await createLocalReq({ user: person, context: { ...BOOKING_SERVICE_CONTEXT } }, payload)
  const transactionID = await payload.db.beginTransaction()
  if (transactionID) req.transactionID = transactionID
  try {
    const result = await run(req)
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
