import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 34, « Autour de moi » at 20 searches side by side (bench:nearby, decision 0064): each
 * published groomer's position as a point on the unit sphere (cube, a trusted contrib extension),
 * in a GiST index that hands them out nearest first. The straight-line distance between two such
 * points grows with the great-circle distance, so the index's `<->` order is the distance's
 * order: a search reads only the groomers it answers with, where the box of the previous index
 * read every groomer of a city before sorting them (238 rows for 20 in Paris). A groomer without
 * a position is not in it (cube refuses an array with a NULL).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS cube;
  CREATE INDEX IF NOT EXISTS "users_published_sphere_idx" ON "users" USING gist ((cube(ARRAY[
    cos(radians("latitude"::float8)) * cos(radians("longitude"::float8)),
    cos(radians("latitude"::float8)) * sin(radians("longitude"::float8)),
    sin(radians("latitude"::float8))])))
    WHERE "published" AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL;
  DROP INDEX IF EXISTS "users_published_position_idx";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "users_published_position_idx" ON "users"
    USING gist (point("longitude"::float8, "latitude"::float8)) WHERE "published";
  DROP INDEX IF EXISTS "users_published_sphere_idx";`)
}
