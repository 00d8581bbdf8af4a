import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 29 items 23 and 24. `requested_at`: when an owner's request started waiting for the
 * groomer (a postpone of a pending request keeps it, so it still expires 48 h after it); rows
 * written before take their last change, the time the expiry used until now. `pending_phone`: a new
 * mobile number waiting for its SMS code, so that asking for a code no longer replaces a verified number.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "appointments" ADD COLUMN "requested_at" timestamp(3) with time zone DEFAULT now();
  UPDATE "appointments" SET "requested_at" = "updated_at";
  ALTER TABLE "attendees" ADD COLUMN "pending_phone" varchar;
  ALTER TABLE "users" ADD COLUMN "pending_phone" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users" DROP COLUMN "pending_phone";
  ALTER TABLE "attendees" DROP COLUMN "pending_phone";
  ALTER TABLE "appointments" DROP COLUMN "requested_at";`)
}
