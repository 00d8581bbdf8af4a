import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_calls_status" ADD VALUE 'in-progress' BEFORE 'completed';
  ALTER TABLE "users" ADD COLUMN "tracking_number" varchar;
  CREATE UNIQUE INDEX "users_tracking_number_idx" ON "users" USING btree ("tracking_number");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "calls" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "calls" SET "status" = NULL WHERE "status" = 'in-progress';
  DROP TYPE "public"."enum_calls_status";
  CREATE TYPE "public"."enum_calls_status" AS ENUM('completed', 'no-answer', 'busy', 'failed');
  ALTER TABLE "calls" ALTER COLUMN "status" SET DATA TYPE "public"."enum_calls_status" USING "status"::"public"."enum_calls_status";
  DROP INDEX "users_tracking_number_idx";
  ALTER TABLE "users" DROP COLUMN "tracking_number";`)
}
