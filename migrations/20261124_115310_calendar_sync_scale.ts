import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Calendar sync that scales with groomers. Busy times: one row per event or
 * occurrence of a calendar, found by its key (a pull upserts and deletes only what changed); pattern
 * ops so that the occurrences `uid#…` of an object are an index range in any collation.
 * Connections: the sync round's claim (due time, lease) and the index it claims by. Outside
 * Payload's schema, like the no-overlap constraint: the job's own state.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "busy_times" a USING "busy_times" b
     WHERE a."connection_id" = b."connection_id" AND a."calendar_remote_id" = b."calendar_remote_id" AND a."uid" = b."uid" AND a."id" < b."id";
  CREATE UNIQUE INDEX "busy_times_event_key" ON "busy_times" USING btree ("connection_id", "calendar_remote_id", "uid" varchar_pattern_ops);
  ALTER TABLE "calendar_connections" ADD COLUMN "sync_due_at" timestamp(3) with time zone;
  ALTER TABLE "calendar_connections" ADD COLUMN "sync_leased_by" varchar;
  ALTER TABLE "calendar_connections" ADD COLUMN "sync_lease_until" timestamp(3) with time zone;
  CREATE INDEX "calendar_connections_sync_due_idx" ON "calendar_connections" USING btree ("sync_due_at" NULLS FIRST, "id") WHERE "status" = 'active';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "calendar_connections_sync_due_idx";
  ALTER TABLE "calendar_connections" DROP COLUMN "sync_lease_until";
  ALTER TABLE "calendar_connections" DROP COLUMN "sync_leased_by";
  ALTER TABLE "calendar_connections" DROP COLUMN "sync_due_at";
  DROP INDEX "busy_times_event_key";`)
}
