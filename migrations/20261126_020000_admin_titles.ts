import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Titles that say what a record is in /admin ("Lun 09:00–12:00", "Congés 24/12–02/01/2027"…)
 * and groomer labels with their city and e-mail. Saves keep them up to date
 * (collections/_fields/recordTitle.ts, collections/Users/adminRecords.ts); this fills the rows
 * written before, with the same wording.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "availabilities" ADD COLUMN IF NOT EXISTS "admin_title" varchar;
  ALTER TABLE "holidays" ADD COLUMN IF NOT EXISTS "admin_title" varchar;
  ALTER TABLE "unavailabilities" ADD COLUMN IF NOT EXISTS "admin_title" varchar;
  ALTER TABLE "worked_public_holidays" ADD COLUMN IF NOT EXISTS "admin_title" varchar;
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "admin_label" varchar;
  CREATE INDEX IF NOT EXISTS "users_admin_label_idx" ON "users" USING btree ("admin_label");

  UPDATE "availabilities" SET "admin_title" =
    (ARRAY['Lun','Mar','Mer','Jeu','Ven','Sam','Dim'])["weekday"::text::int] || ' ' || "start" || '–' || "end"
    || CASE WHEN "every_n_weeks" > 1 THEN ' · 1 sem. sur ' || "every_n_weeks"::int::text ELSE '' END;
  UPDATE "holidays" SET "admin_title" =
    'Congés ' || to_char("from" AT TIME ZONE 'Europe/Paris', 'DD/MM') || '–' || to_char("to" AT TIME ZONE 'Europe/Paris', 'DD/MM/YYYY')
    || coalesce(' · ' || nullif(btrim("label"), ''), '');
  UPDATE "unavailabilities" SET "admin_title" = 'Indisponible '
    || CASE WHEN to_char("start" AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') = to_char("end" AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD')
      THEN to_char("start" AT TIME ZONE 'Europe/Paris', 'DD/MM/YYYY HH24:MI') || '–' || to_char("end" AT TIME ZONE 'Europe/Paris', 'HH24:MI')
      ELSE to_char("start" AT TIME ZONE 'Europe/Paris', 'DD/MM HH24:MI') || ' – ' || to_char("end" AT TIME ZONE 'Europe/Paris', 'DD/MM/YYYY HH24:MI') END
    || coalesce(' · ' || nullif(btrim("reason"), ''), '');
  UPDATE "worked_public_holidays" SET "admin_title" =
    'Férié travaillé ' || substr("date", 9, 2) || '/' || substr("date", 6, 2) || '/' || substr("date", 1, 4);
  UPDATE "users" u SET "admin_label" = concat_ws(' · ',
    nullif(btrim(concat(u."first_name", ' ', u."last_name")), ''),
    (SELECT c."name" FROM "cities" c WHERE c."id" = u."city_id"),
    u."email");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "users_admin_label_idx";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "admin_label";
  ALTER TABLE "worked_public_holidays" DROP COLUMN IF EXISTS "admin_title";
  ALTER TABLE "unavailabilities" DROP COLUMN IF EXISTS "admin_title";
  ALTER TABLE "holidays" DROP COLUMN IF EXISTS "admin_title";
  ALTER TABLE "availabilities" DROP COLUMN IF EXISTS "admin_title";`)
}
