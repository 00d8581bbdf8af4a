import { sql } from '@payloadcms/db-postgres'

import type { Appointment } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { BookingError } from './errors'
import { transactionDb } from '../transaction'
import { inTransaction } from './transaction'

type Status = Appointment['status']

/**
 * Changes an appointment's status only from one of `from`, on behalf of `person` (their write access
 * applies). The row is locked first, so two answers sent at once (validate and refuse, two clicks,
 * the e-mail link and the dashboard) cannot both pass: the second sees the first's status and gets
 * a 409 with `conflict`, and only one e-mail follows.
 */
export async function changeStatusFrom(person: AuthenticatedPerson, id: number, from: Status[], conflict: string, data: Partial<Appointment>): Promise<Appointment> {
  return inTransaction(person, async (req) => {
    const db = await transactionDb(req)
    const { rows } = await db.execute(sql`select "status" from "appointments" where "id" = ${id} for update`)
    if (!from.includes(rows[0]?.status as Status)) throw new BookingError(409, conflict)
    return req.payload.update({ req, collection: 'appointments', id, data, user: person, overrideAccess: false, depth: 0 })
  })
}
