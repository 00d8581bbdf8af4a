import { sql } from '@payloadcms/db-postgres'

import type { OwnerRecord } from '@/lib/noShowPolicy'

import { preparedRows } from '../db/prepared'
import { MISSED_VISIT } from '../appointments/missedVisits'

/**
 * What the marketplace knows of an owner when they book with a groomer: their visits with this
 * groomer that took place, and their no-shows and late cancellations with any groomer (counted,
 * never shown in detail: issue 33 item 4). One indexed read by the owner's appointments.
 */
export async function ownerRecord(attendeeId: number, groomerId: number): Promise<OwnerRecord> {
  const [row] = await preparedRows(sql`
    select count(*) filter (where a."groomer_id" = ${groomerId}::int and a."visit_status" = 'finished')::int as "visitsWithGroomer",
      count(*) filter (where ${MISSED_VISIT})::int as "missedVisits"
    from "appointments" a left join "booking_guarantees" g on g."appointment_id" = a."id"
    where a."attendee_id" = ${attendeeId}::int`)
  return { visitsWithGroomer: Number(row?.visitsWithGroomer ?? 0), missedVisits: Number(row?.missedVisits ?? 0) }
}
