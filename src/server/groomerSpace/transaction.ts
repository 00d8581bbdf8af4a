import { createLocalReq, type PayloadRequest } from 'payload'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'

/** Runs several writes of a groomer in one database transaction (pass the given `req`): all or none. */
export async function inGroomerTransaction<T>(groomer: AuthenticatedPerson, run: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const payload = await getPayloadClient()
  const req = await createLocalReq({ user: groomer }, payload)
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
