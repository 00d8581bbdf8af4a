import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Motives and appointments "à domicile": the groomer goes to the client's home (issue 29 item 9). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_motives_kind" ADD VALUE IF NOT EXISTS 'home' AFTER 'salon';
  ALTER TYPE "public"."enum_appointments_kind" ADD VALUE IF NOT EXISTS 'home' AFTER 'salon';`)
}

/** Home motives and appointments become salon ones (PostgreSQL cannot drop an enum value in place). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of ['motives', 'appointments']) {
    await db.execute(
      sql.raw(`
  ALTER TABLE "${table}" ALTER COLUMN "kind" DROP DEFAULT;
  ALTER TABLE "${table}" ALTER COLUMN "kind" SET DATA TYPE text;
  UPDATE "${table}" SET "kind" = 'salon' WHERE "kind" = 'home';
  DROP TYPE "public"."enum_${table}_kind";
  CREATE TYPE "public"."enum_${table}_kind" AS ENUM('salon', 'visio', 'phone');
  ALTER TABLE "${table}" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_${table}_kind" USING "kind"::"public"."enum_${table}_kind";
  ALTER TABLE "${table}" ALTER COLUMN "kind" SET DEFAULT 'salon';`),
    )
  }
}
