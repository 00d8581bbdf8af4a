import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 32: a motive priced by the pet's size (like its durations), and the price an appointment was
 * booked at (the one the owner read; later changes of the motive's price leave it alone).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "motives" ADD COLUMN IF NOT EXISTS "size_prices_small" numeric;
  ALTER TABLE "motives" ADD COLUMN IF NOT EXISTS "size_prices_medium" numeric;
  ALTER TABLE "motives" ADD COLUMN IF NOT EXISTS "size_prices_large" numeric;
  ALTER TABLE "motives" ADD COLUMN IF NOT EXISTS "size_prices_giant" numeric;
  ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "price" numeric;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "appointments" DROP COLUMN IF EXISTS "price";
  ALTER TABLE "motives" DROP COLUMN IF EXISTS "size_prices_giant";
  ALTER TABLE "motives" DROP COLUMN IF EXISTS "size_prices_large";
  ALTER TABLE "motives" DROP COLUMN IF EXISTS "size_prices_medium";
  ALTER TABLE "motives" DROP COLUMN IF EXISTS "size_prices_small";`)
}
