import { commitTransaction, createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'

/** Runs several writes for `person` in one database transaction: all of them or none. */
export async function inTransaction<T>(
  person: AuthenticatedPerson,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const payload = await getPayloadClient()
  const req = await createLocalReq({ user: person }, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
