import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** No account lockout any more (maxLoginAttempts: 0): Payload no longer keeps the attempts and the lock. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admins" DROP COLUMN "login_attempts";
  ALTER TABLE "admins" DROP COLUMN "lock_until";
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";
  ALTER TABLE "attendees" DROP COLUMN "login_attempts";
  ALTER TABLE "attendees" DROP COLUMN "lock_until";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admins" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "admins" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "attendees" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "attendees" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}
