import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 35, reads that gave way at market size (bench:market, decision 0070):
 * - a groomer's busy times (their requests and confirmed appointments still to end) were found
 *   through the groomer's index, their whole history read and filtered: a city page of a thousand
 *   groomers read 700,000 rows. This index holds the active appointments by groomer and end.
 * - the admin's « plus ancienne demande en attente » walked the creation-date index from the
 *   first appointment ever until a pending one (26 s over ten million). The pending requests by
 *   creation date are a small index of their own; so are the cancellations by the day they happened.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "appointments_active_groomer_end_idx" ON "appointments" USING btree ("groomer_id", "end")
      WHERE "status" IN ('pending', 'confirmed');
    CREATE INDEX IF NOT EXISTS "appointments_pending_created_at_idx" ON "appointments" USING btree ("created_at")
      WHERE "status" = 'pending';
    CREATE INDEX IF NOT EXISTS "appointments_cancelled_on_idx" ON "appointments" USING btree ((coalesce("cancelled_at", "updated_at")))
      WHERE "status" = 'cancelled';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "appointments_cancelled_on_idx";
    DROP INDEX IF EXISTS "appointments_pending_created_at_idx";
    DROP INDEX IF EXISTS "appointments_active_groomer_end_idx";
  `)
}
