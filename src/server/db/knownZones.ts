import { sql } from '@payloadcms/db-postgres'

import { getPayloadClient } from '../payload'

let knownZones: Promise<Set<string>> | null = null

/** The zone names PostgreSQL knows, read once per process (pg_timezone_names reads its files: 20–70 ms a time). */
export function knownZoneNames(): Promise<Set<string>> {
  knownZones ??= getPayloadClient()
    .then((payload) => payload.db.drizzle.execute<{ name: string }>(sql`select "name" from pg_timezone_names`))
    .then(({ rows }) => new Set(rows.map((row) => row.name)))
    .catch((error: unknown) => {
      knownZones = null
      throw error
    })
  return knownZones
}

/** The zone itself when PostgreSQL knows it, else Paris (a zone typed by hand in the admin must not fail a read). */
export async function knownZoneOrParis(zone: string): Promise<string> {
  return (await knownZoneNames()).has(zone) ? zone : 'Europe/Paris'
}
