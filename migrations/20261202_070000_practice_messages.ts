import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 36: a word from one member of a practice to a colleague (« Peux-tu prendre le caniche de
 * 15 h ? »), shown on the colleague's « Mon étude » and pushed to their phone. One row per
 * recipient (« toute l'étude » writes one per colleague). Plain table, outside Payload's REST:
 * /api/v1/teams/{id}/messages reads and writes it for the practice's members only.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "practice_messages" (
      "id" serial PRIMARY KEY,
      "practice_id" integer NOT NULL REFERENCES "teams"("id") ON DELETE CASCADE,
      "sender_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "recipient_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "text" varchar(500) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "read_at" timestamptz
    );
    CREATE INDEX IF NOT EXISTS "practice_messages_recipient_idx" ON "practice_messages" ("recipient_id", "created_at" DESC);
    CREATE INDEX IF NOT EXISTS "practice_messages_sender_idx" ON "practice_messages" ("sender_id");
    ALTER TABLE "push_preferences" ADD COLUMN IF NOT EXISTS "colleague_messages" boolean NOT NULL DEFAULT true;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "push_preferences" DROP COLUMN IF EXISTS "colleague_messages";
    DROP TABLE IF EXISTS "practice_messages";`)
}
