import type { sql } from '@payloadcms/db-postgres'
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

type Sql = ReturnType<typeof sql>
export type TransactionDb = { execute: (query: Sql) => Promise<{ rows: Record<string, unknown>[] }> }

/** The drizzle handle of the request's transaction, for the SQL the Local API cannot say (locks). */
export async function transactionDb(req: PayloadRequest): Promise<TransactionDb> {
  const db = req.payload.db as unknown as { sessions: Record<string, { db: TransactionDb }> }
  const id = req.transactionID ? await req.transactionID : undefined
  const session = id ? db.sessions[String(id)] : undefined
  if (!session) throw new Error('This write must run inside a transaction')
  return session.db
}
