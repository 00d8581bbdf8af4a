import type { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

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
