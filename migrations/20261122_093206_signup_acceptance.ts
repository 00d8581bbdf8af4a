import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Signup requests: the groomer account created on acceptance, and when it was accepted. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "signup_requests" ADD COLUMN "user_id" integer;
  ALTER TABLE "signup_requests" ADD COLUMN "accepted_at" timestamp(3) with time zone;
  ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "signup_requests_user_idx" ON "signup_requests" USING btree ("user_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "signup_requests" DROP CONSTRAINT "signup_requests_user_id_users_id_fk";
  DROP INDEX "signup_requests_user_idx";
  ALTER TABLE "signup_requests" DROP COLUMN "user_id";
  ALTER TABLE "signup_requests" DROP COLUMN "accepted_at";`)
}
