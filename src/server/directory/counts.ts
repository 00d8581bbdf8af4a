import { sql } from '@payloadcms/db-postgres'

import { preparedRows } from '../db/prepared'

/**
 * Number of published groomers per city id: public figures, counted by the database. Through the
 * Local API it read every published groomer's record with its field hooks: 53 ms for the demo's
 * 200 on each keystroke of the city search, more with the market's thousands.
 */
export async function groomerCountsByCity(): Promise<Map<number, number>> {
  const rows = await preparedRows(sql`
    select "city_id" as "city", count(*)::int as "groomers" from "users"
    where "published" and "city_id" is not null group by "city_id"`)
  return new Map(rows.map((row) => [Number(row.city), Number(row.groomers)]))
}
