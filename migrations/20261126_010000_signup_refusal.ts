import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** A refused signup request keeps the reason sent to the requester, and when. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "signup_requests" ADD COLUMN IF NOT EXISTS "refusal_reason" varchar;
  ALTER TABLE "signup_requests" ADD COLUMN IF NOT EXISTS "refused_at" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "signup_requests" DROP COLUMN IF EXISTS "refusal_reason";
  ALTER TABLE "signup_requests" DROP COLUMN IF EXISTS "refused_at";`)
}
