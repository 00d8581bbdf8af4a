import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 34 item 4: « Réserver avec Google ». A groomer opts in from their space; a booking made on
 * Google is an appointment of source `google` (its customer as Google sends them), and its row here
 * keeps Google's idempotency token (one booking per token, whatever the retries) and user id.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_appointments_source" ADD VALUE IF NOT EXISTS 'google';
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "google_booking" boolean DEFAULT false;
  CREATE TABLE IF NOT EXISTS "google_bookings" (
    "id" serial PRIMARY KEY,
    "appointment_id" integer NOT NULL UNIQUE REFERENCES "appointments"("id") ON DELETE CASCADE,
    "groomer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "idempotency_token" varchar NOT NULL UNIQUE,
    "google_user_id" varchar NOT NULL,
    "user_information" jsonb NOT NULL,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE INDEX IF NOT EXISTS "google_bookings_user_idx" ON "google_bookings" ("google_user_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "google_bookings";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "google_booking";`)
}
