import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 35: an owner's missed visits across the marketplace (the agenda's no-show record) read by
 * owner on the few rows that can be one. Without it, at market size the planner intersected the
 * owners' index with the whole `visit_status` and `status` indexes (630,000 entries, 33 ms a week).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "appointments_missed_by_owner_idx" ON "appointments" USING btree ("attendee_id")
      WHERE "visit_status" = 'no_show' OR ("status" = 'cancelled' AND "cancelled_by" = 'attendee');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "appointments_missed_by_owner_idx";`)
}
