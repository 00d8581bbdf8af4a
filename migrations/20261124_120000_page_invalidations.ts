import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The shared invalidation log of cached pages (src/server/cache/invalidations.ts): one row per tag, its last change. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "page_invalidations" (
    "tag" text PRIMARY KEY,
    "at" timestamp(6) with time zone NOT NULL DEFAULT clock_timestamp()
  );
  CREATE INDEX IF NOT EXISTS "page_invalidations_at_idx" ON "page_invalidations" ("at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "page_invalidations";`)
}
