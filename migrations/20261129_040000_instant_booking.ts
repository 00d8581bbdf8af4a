import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 34 item 3: instant booking, per motive (off by default): an online booking of such a
 * motive is confirmed on creation. A guaranteed one is confirmed when its guarantee is given,
 * which its guarantee remembers.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "motives" ADD COLUMN IF NOT EXISTS "instant_booking" boolean DEFAULT false;
  ALTER TABLE "booking_guarantees" ADD COLUMN IF NOT EXISTS "confirm_when_secured" boolean NOT NULL DEFAULT false;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "booking_guarantees" DROP COLUMN IF EXISTS "confirm_when_secured";
  ALTER TABLE "motives" DROP COLUMN IF EXISTS "instant_booking";`)
}
