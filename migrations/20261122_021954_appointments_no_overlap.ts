import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * No two active appointments (waiting for validation or confirmed) of one groomer overlap.
 * Held by the database so that it also holds under concurrent bookings and across app instances.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS btree_gist;
    ALTER TABLE "appointments"
      ADD CONSTRAINT "appointments_no_overlap"
      EXCLUDE USING gist ("groomer_id" WITH =, tstzrange("start", "end", '[)') WITH &&)
      WHERE ("status" IN ('pending', 'confirmed'));
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "appointments" DROP CONSTRAINT IF EXISTS "appointments_no_overlap";`)
}
