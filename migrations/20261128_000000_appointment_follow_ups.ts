import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What is left to do after an appointment changed (messages, pages, calendars), written in the
 * change's own transaction and run by the jobs process (decision 0054): a change that committed is
 * never left without its follow-up. Each insert is announced on `appointment_follow_ups`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "appointment_follow_ups" (
    "id" bigserial PRIMARY KEY,
    "appointment_id" integer NOT NULL REFERENCES "appointments"("id") ON DELETE CASCADE,
    "change" jsonb NOT NULL,
    "attempts" integer NOT NULL DEFAULT 0,
    "taken_until" timestamp(3) with time zone,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE INDEX IF NOT EXISTS "appointment_follow_ups_appointment_idx" ON "appointment_follow_ups" ("appointment_id");
  CREATE OR REPLACE FUNCTION "appointment_follow_ups_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('appointment_follow_ups', '');
    RETURN NULL;
  END $$;
  CREATE TRIGGER "appointment_follow_ups_announce" AFTER INSERT ON "appointment_follow_ups"
    FOR EACH STATEMENT EXECUTE FUNCTION "appointment_follow_ups_announce"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "appointment_follow_ups";
  DROP FUNCTION IF EXISTS "appointment_follow_ups_announce"();`)
}
