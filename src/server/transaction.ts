import { createLocalReq, type PayloadRequest, type RequestContext } from 'payload'

import type { AuthenticatedPerson } from './auth/tokens'
import { getPayloadClient } from './payload'

/**
 * Runs several writes on behalf of `person` in one database transaction: all of them or none.
 * Pass the given `req` to each Local API call (it carries the person, the transaction and `context`).
 */
export async function inPersonTransaction<T>(
  person: AuthenticatedPerson,
  run: (req: PayloadRequest) => Promise<T>,
  context: RequestContext = {},
): Promise<T> {
  const payload = await getPayloadClient()
  const req = await createLocalReq({ user: person, context: { ...context } }, payload)
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

export { transactionDb, type TransactionDb } from './db/transactionDb'
