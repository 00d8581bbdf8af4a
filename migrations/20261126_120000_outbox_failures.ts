import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The outbox also keeps the e-mails and SMS a configured provider refused (status `failed` and the
 * provider's error), so that the admin dashboard can count them; every older row was recorded.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('recorded', 'failed');
  ALTER TABLE "outbox" ADD COLUMN "status" "enum_outbox_status" DEFAULT 'recorded';
  ALTER TABLE "outbox" ADD COLUMN "error" varchar;
  CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "outbox_status_idx";
  ALTER TABLE "outbox" DROP COLUMN "error";
  ALTER TABLE "outbox" DROP COLUMN "status";
  DROP TYPE "public"."enum_outbox_status";`)
}
