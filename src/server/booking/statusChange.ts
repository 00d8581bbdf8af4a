import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { Appointment } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { transactionDb } from '../transaction'
import { inTransaction } from './transaction'
import { ApiError } from '../http/errors'

type Status = Appointment['status']

/**
 * Changes an appointment's status only from one of `from`, on behalf of `person` (their write access
 * applies). The row is locked first, so two answers sent at once (validate and refuse, two clicks,
 * the e-mail link and the dashboard) cannot both pass: the second sees the first's status and gets
 * a 409 with `conflict`, and only one e-mail follows.
 */
export async function changeStatusFrom(
  person: AuthenticatedPerson,
  id: number,
  from: Status[],
  conflict: string,
  data: Partial<Appointment>,
): Promise<Appointment> {
  return inTransaction(person, async (req) => {
    await lockStatusFrom(req, 'appointments', id, from, conflict)
    return req.payload.update({
      req,
      collection: 'appointments',
      id,
      data,
      user: person,
      overrideAccess: false,
      depth: 0,
    })
  })
}

/**
 * Locks the row in the request's transaction until it ends, then answers a 409 `conflict` unless
 * its status is one of `from`: whoever writes second sees what the first wrote. Answers that status.
 */
export async function lockStatusFrom(
  req: PayloadRequest,
  table: 'appointments' | 'availability_requests',
  id: number,
  from: readonly string[],
  conflict: string,
): Promise<string> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`select "status" from ${sql.identifier(table)} where "id" = ${id} for update`)
  const status = String(rows[0]?.status)
  if (!from.includes(status)) throw new ApiError(409, conflict)
  return status
}
