import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 35, the admin's dashboard at market size (decision 0071): its 30 days were a million
 * appointments and a million notes aggregated on each view (5 s). Days that are over are summed
 * once into `dashboard_days` (bookings made that day in Paris, the notes issued that day) and
 * `dashboard_day_cities` (bookings per city of the groomer), written by the dashboard itself the
 * first time a closed day is in its window; only today is read live. A note's total and tip are
 * stored columns, so today's notes are summed from an index alone (notes are never updated).
 * The reviews waiting for moderation are counted on partial indexes (a scan of every review), and
 * the window's cancellations from their index alone (it read 400,000 rows: 6 s).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "dashboard_days" (
      "day" date PRIMARY KEY,
      "bookings" integer NOT NULL,
      "sale_notes" integer NOT NULL,
      "total_cents" bigint NOT NULL,
      "tip_cents" bigint NOT NULL,
      "rolled_at" timestamp(3) with time zone NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS "dashboard_day_cities" (
      "day" date NOT NULL REFERENCES "dashboard_days" ("day") ON DELETE CASCADE,
      "city_id" integer NOT NULL,
      "bookings" integer NOT NULL,
      PRIMARY KEY ("day", "city_id")
    );
    ALTER TABLE "sales"
      ADD COLUMN IF NOT EXISTS "total_cents" bigint GENERATED ALWAYS AS ((("document"->'totals'->>'totalCents'))::bigint) STORED,
      ADD COLUMN IF NOT EXISTS "tip_cents" bigint GENERATED ALWAYS AS ((("document"->'totals'->>'tipCents'))::bigint) STORED;
    CREATE INDEX IF NOT EXISTS "sales_issued_totals_idx" ON "sales" USING btree ("issued_at") INCLUDE ("kind", "total_cents", "tip_cents");
    DROP INDEX IF EXISTS "sales_issued_at_idx";
    CREATE INDEX IF NOT EXISTS "appointments_created_groomer_idx" ON "appointments" USING btree ("created_at") INCLUDE ("groomer_id");
    DROP INDEX IF EXISTS "appointments_created_at_idx";
    DROP INDEX IF EXISTS "appointments_cancelled_on_idx";
    CREATE INDEX "appointments_cancelled_on_idx" ON "appointments" USING btree ((coalesce("cancelled_at", "updated_at")))
      INCLUDE ("cancelled_at", "updated_at") WHERE "status" = 'cancelled';
    CREATE INDEX IF NOT EXISTS "reviews_pending_submitted_idx" ON "reviews" USING btree ("submitted_at") WHERE "status" = 'pending';
    CREATE INDEX IF NOT EXISTS "reviews_reply_pending_idx" ON "reviews" USING btree ("id") WHERE "reply_status" = 'pending';
    CREATE INDEX IF NOT EXISTS "reviews_reported_idx" ON "reviews" USING btree ("id") WHERE "report_reported_at" IS NOT NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "reviews_pending_submitted_idx";
    DROP INDEX IF EXISTS "reviews_reply_pending_idx";
    DROP INDEX IF EXISTS "reviews_reported_idx";
    DROP INDEX IF EXISTS "appointments_cancelled_on_idx";
    CREATE INDEX "appointments_cancelled_on_idx" ON "appointments" USING btree ((coalesce("cancelled_at", "updated_at")))
      WHERE "status" = 'cancelled';
    CREATE INDEX IF NOT EXISTS "appointments_created_at_idx" ON "appointments" USING btree ("created_at");
    DROP INDEX IF EXISTS "appointments_created_groomer_idx";
    CREATE INDEX IF NOT EXISTS "sales_issued_at_idx" ON "sales" ("issued_at");
    DROP INDEX IF EXISTS "sales_issued_totals_idx";
    ALTER TABLE "sales" DROP COLUMN IF EXISTS "total_cents", DROP COLUMN IF EXISTS "tip_cents";
    DROP TABLE IF EXISTS "dashboard_day_cities";
    DROP TABLE IF EXISTS "dashboard_days";
  `)
}
