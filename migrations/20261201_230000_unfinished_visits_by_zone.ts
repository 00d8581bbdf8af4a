import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 35: the hourly finish-visits job read, every run, each visit of the day already over but
 * not due yet (its groomer's day is not over), and looked its zone up in pg_timezone_names row by
 * row: 2.7 s at market size in the evening (bench:market at 23:00 in Paris). Indexed by zone, then
 * end, the run reads for each zone only the visits that ended before that zone's midnight.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "appointments_unfinished_zone_end_idx"
      ON "appointments" USING btree ((coalesce("timezone", '')), "end")
      WHERE "status" = 'confirmed' AND ("visit_status" IS NULL OR "visit_status" IN ('arrived', 'ready'));
    DROP INDEX IF EXISTS "appointments_unfinished_end_idx";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "appointments_unfinished_end_idx" ON "appointments" USING btree ("end")
      WHERE "status" = 'confirmed' AND ("visit_status" IS NULL OR "visit_status" IN ('arrived', 'ready'));
    DROP INDEX IF EXISTS "appointments_unfinished_zone_end_idx";`)
}
