import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The .ics SEQUENCE of an appointment: a revision the database counts at each change of its time,
 * place or status (whoever writes the row), so the first file a client gets says 0 or 1, not the
 * seconds since the booking. Rows already sent keep the number they were sent with (the old
 * formula), so an agenda never sees a revision go down.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql`ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "calendar_revision" numeric DEFAULT 0 NOT NULL;`,
  )
  await db.execute(sql`
  UPDATE "appointments" SET "calendar_revision" = greatest(0, floor(extract(epoch FROM "updated_at" - "created_at")))
    + CASE "status" WHEN 'pending' THEN 0 WHEN 'confirmed' THEN 1 ELSE 2 END;`)
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "appointments_calendar_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW."start" IS DISTINCT FROM OLD."start" OR NEW."end" IS DISTINCT FROM OLD."end"
      OR NEW."status" IS DISTINCT FROM OLD."status" OR NEW."location" IS DISTINCT FROM OLD."location" THEN
      NEW."calendar_revision" := OLD."calendar_revision" + 1;
    ELSE
      NEW."calendar_revision" := OLD."calendar_revision";
    END IF;
    RETURN NEW;
  END $$;`)
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "appointments_calendar_revision" ON "appointments";
  CREATE TRIGGER "appointments_calendar_revision" BEFORE UPDATE ON "appointments"
    FOR EACH ROW EXECUTE FUNCTION "appointments_calendar_revision"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TRIGGER IF EXISTS "appointments_calendar_revision" ON "appointments";`)
  await db.execute(sql`DROP FUNCTION IF EXISTS "appointments_calendar_revision"();`)
  await db.execute(sql`ALTER TABLE "appointments" DROP COLUMN IF EXISTS "calendar_revision";`)
}
