import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Issue 33 item 4: why an owner cancelled (src/lib/cancellationReasons.ts), told to the groomer. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$ BEGIN
    CREATE TYPE "public"."enum_appointments_cancellation_reason" AS ENUM('unavailable', 'pet_unwell', 'other_time', 'other_groomer', 'other');
  EXCEPTION WHEN duplicate_object THEN NULL; END $$;
  ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "cancellation_reason" "enum_appointments_cancellation_reason";
  ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "cancellation_note" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "appointments" DROP COLUMN IF EXISTS "cancellation_reason";
  ALTER TABLE "appointments" DROP COLUMN IF EXISTS "cancellation_note";
  DROP TYPE IF EXISTS "public"."enum_appointments_cancellation_reason";`)
}
