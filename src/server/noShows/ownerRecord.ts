import { sql } from '@payloadcms/db-postgres'

import type { OwnerRecord } from '@/lib/noShowPolicy'

import { preparedRows } from '../db/prepared'

/**
 * What the marketplace knows of an owner when they book with a groomer: their visits with this
 * groomer that took place, and their no-shows with any groomer (counted, never shown in detail:
 * issue 33 item 4). One indexed read by the owner's appointments.
 */
export async function ownerRecord(attendeeId: number, groomerId: number): Promise<OwnerRecord> {
  const [row] = await preparedRows(sql`
    select count(*) filter (where a."groomer_id" = ${groomerId}::int and a."visit_status" = 'finished')::int as "visitsWithGroomer",
      count(*) filter (where a."visit_status" = 'no_show')::int as "missedVisits"
    from "appointments" a where a."attendee_id" = ${attendeeId}::int`)
  return { visitsWithGroomer: Number(row?.visitsWithGroomer ?? 0), missedVisits: Number(row?.missedVisits ?? 0) }
}
