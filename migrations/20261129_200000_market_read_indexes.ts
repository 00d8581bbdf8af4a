import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 35, reads that gave way at market size (bench:market, decision 0070). Each is a partial
 * index of the few rows a read is after, so it stays small as the years of visits pile up:
 * - a groomer's busy times: their requests and confirmed appointments by end (with the start and
 *   id, read from the index alone): a city page of a thousand groomers read their whole history;
 * - the pending requests, by creation (the admin's oldest one walked ten million rows: 26 s), by
 *   the time their answer is due and by start (the expiry job read every pending request);
 * - the cancellations by the day they happened (the admin's dashboard);
 * - the confirmed appointments whose reminders are not settled yet, by start (the reminders job).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "appointments_active_groomer_end_idx" ON "appointments" USING btree ("groomer_id", "end")
      INCLUDE ("start", "id") WHERE "status" IN ('pending', 'confirmed');
    CREATE INDEX IF NOT EXISTS "appointments_pending_created_at_idx" ON "appointments" USING btree ("created_at")
      WHERE "status" = 'pending';
    CREATE INDEX IF NOT EXISTS "appointments_pending_answer_due_idx" ON "appointments" USING btree ((least("requested_at", "updated_at")))
      WHERE "status" = 'pending' AND "availability_request_id" IS NULL;
    CREATE INDEX IF NOT EXISTS "appointments_pending_start_idx" ON "appointments" USING btree ("start")
      WHERE "status" = 'pending' AND "availability_request_id" IS NULL;
    CREATE INDEX IF NOT EXISTS "appointments_cancelled_on_idx" ON "appointments" USING btree ((coalesce("cancelled_at", "updated_at")))
      WHERE "status" = 'cancelled';
    CREATE INDEX IF NOT EXISTS "appointments_reminder_due_idx" ON "appointments" USING btree ("start")
      WHERE "status" = 'confirmed' AND ("reminder_email_sent_at" IS NULL OR "reminder_sms_sent_at" IS NULL);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "appointments_reminder_due_idx";
    DROP INDEX IF EXISTS "appointments_cancelled_on_idx";
    DROP INDEX IF EXISTS "appointments_pending_start_idx";
    DROP INDEX IF EXISTS "appointments_pending_answer_due_idx";
    DROP INDEX IF EXISTS "appointments_pending_created_at_idx";
    DROP INDEX IF EXISTS "appointments_active_groomer_end_idx";
  `)
}
