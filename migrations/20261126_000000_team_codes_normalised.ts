import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Practice codes compared whatever their case (src/server/teams/teamCode.ts): stored codes are
 * normalised, a code that would then clash with an older one keeps its id as a suffix (an admin
 * sees it and can rename it), and the database refuses two codes that differ only by case.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "teams" t SET "code" = n."code"
  FROM (
    SELECT "id", CASE WHEN row_number() OVER (PARTITION BY upper(regexp_replace(btrim("code"), '\\s+', '-', 'g')) ORDER BY "id") = 1
      THEN upper(regexp_replace(btrim("code"), '\\s+', '-', 'g'))
      ELSE upper(regexp_replace(btrim("code"), '\\s+', '-', 'g')) || '-' || "id" END AS "code"
    FROM "teams"
  ) n
  WHERE n."id" = t."id" AND n."code" <> t."code";`)
  await db.execute(sql`CREATE UNIQUE INDEX IF NOT EXISTS "teams_code_normalised_idx" ON "teams" (upper("code"));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "teams_code_normalised_idx";`)
}
