import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 34 item 1: « Autour de moi ». Each published groomer's position as a point (longitude,
 * latitude) in a GiST index, so a search reads only the groomers inside the box around the
 * place before their exact distance (src/server/directory/nearby.ts; decision 0064).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "users_published_position_idx" ON "users"
    USING gist (point("longitude"::float8, "latitude"::float8)) WHERE "published";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "users_published_position_idx";`)
}
