import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 35: two hourly jobs scanned every visit ever made (bench:market). Each now reads a partial
 * index of the rows it is after, by their end: the visits not finished yet (finish-visits), the
 * visits done whose owner was not asked for a review yet (review-requests). Both stay small as
 * the years pass (decision 0070).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "appointments_unfinished_end_idx" ON "appointments" USING btree ("end")
      WHERE "status" = 'confirmed' AND ("visit_status" IS NULL OR "visit_status" IN ('arrived', 'ready'));
    CREATE INDEX IF NOT EXISTS "appointments_review_request_due_idx" ON "appointments" USING btree ("end")
      WHERE "visit_status" = 'finished' AND "review_request_sent_at" IS NULL AND "attendee_id" IS NOT NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "appointments_review_request_due_idx";
    DROP INDEX IF EXISTS "appointments_unfinished_end_idx";
  `)
}
