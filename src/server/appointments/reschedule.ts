import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { Appointment } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'
import { transactionDb } from '../transaction'

type Range = { start: Date; end: Date }

/**
 * The groomer's move (or resize) in one UPDATE of the two instants, under the agenda lock held by
 * `req`: the old time is freed and the new one held at once. The row is rechecked here: still theirs
 * and still active, else `conflict`. Answers the new `updatedAt`.
 */
export async function moveTimes(
  req: PayloadRequest,
  id: number,
  groomerId: number,
  range: Range,
  conflict: string,
): Promise<string> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`
    update "appointments" set "start" = ${range.start.toISOString()}::timestamptz, "end" = ${range.end.toISOString()}::timestamptz, "updated_at" = now()
    where "id" = ${id} and "groomer_id" = ${groomerId} and "status" in ('pending', 'confirmed')
    returning "updated_at"`)
  if (!rows[0]) throw new DomainError('conflict', conflict)
  const updated = rows[0].updated_at as Date | string
  return (updated instanceof Date ? updated : new Date(updated)).toISOString()
}

/**
 * The owner's postponement, under the agenda lock and the row lock held by `req`: the new time
 * waits for the groomer's validation again. `requestedAt`: a confirmed appointment moved by its
 * owner is a new request; one still waiting keeps its first request time (undefined).
 */
export async function postponeTimes(
  req: PayloadRequest,
  attendee: AuthenticatedPerson,
  id: number,
  range: Range,
  requestedAt: string | undefined,
): Promise<Appointment> {
  return req.payload.update({
    req,
    collection: 'appointments',
    id,
    data: {
      start: range.start.toISOString(),
      end: range.end.toISOString(),
      status: 'pending',
      confirmedAt: null,
      requestedAt,
    },
    user: attendee,
    overrideAccess: false,
    depth: 0,
  })
}
