import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 35: the no-overlap guard holds the appointments that can still collide, not every visit
 * done. A visit finished or missed leaves the partial index (its time is over, and what remains of
 * it may be booked), so the index grows with the appointments to come instead of with the years:
 * at market size it holds about one appointment in six, and a booking's check, a restore and a
 * bulk load build or search that much less (decision 0070).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "appointments" DROP CONSTRAINT IF EXISTS "appointments_no_overlap";
    ALTER TABLE "appointments"
      ADD CONSTRAINT "appointments_no_overlap"
      EXCLUDE USING gist ("groomer_id" WITH =, tstzrange("start", "end", '[)') WITH &&)
      WHERE ("status" IN ('pending', 'confirmed') AND ("visit_status" IS NULL OR "visit_status" IN ('arrived', 'ready')));
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "appointments" DROP CONSTRAINT IF EXISTS "appointments_no_overlap";
    ALTER TABLE "appointments"
      ADD CONSTRAINT "appointments_no_overlap"
      EXCLUDE USING gist ("groomer_id" WITH =, tstzrange("start", "end", '[)') WITH &&)
      WHERE ("status" IN ('pending', 'confirmed'));
  `)
}
