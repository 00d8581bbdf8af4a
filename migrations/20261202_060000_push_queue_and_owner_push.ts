import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 36. A queued follow-up's push to the groomer leaves on its own, ahead of the follow-up's
 * e-mails (src/server/push/followUpPushes.ts): `pushed` says it has been taken, by that drain or by
 * the follow-up itself, whichever came first. And an owner's choice of what reaches their phone
 * (confirmations, « votre animal est prêt »), one row of their own beside the groomers'.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "appointment_follow_ups" ADD COLUMN IF NOT EXISTS "pushed" boolean NOT NULL DEFAULT false;
    -- What was queued before: its push (if any) went with its follow-up; a row left after three failures is never announced now.
    UPDATE "appointment_follow_ups" SET "pushed" = true;
    CREATE INDEX IF NOT EXISTS "appointment_follow_ups_unpushed_idx" ON "appointment_follow_ups" ("id") WHERE NOT "pushed";
    CREATE TABLE IF NOT EXISTS "attendee_push_preferences" (
      "attendee_id" integer PRIMARY KEY REFERENCES "attendees"("id") ON DELETE CASCADE,
      "confirmations" boolean NOT NULL DEFAULT true,
      "ready" boolean NOT NULL DEFAULT true,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "attendee_push_preferences";
    DROP INDEX IF EXISTS "appointment_follow_ups_unpushed_idx";
    ALTER TABLE "appointment_follow_ups" DROP COLUMN IF EXISTS "pushed";`)
}
