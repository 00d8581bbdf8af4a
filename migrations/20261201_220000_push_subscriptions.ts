import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 36: Web Push. Each browser a groomer (or an owner) switched notifications on in is one
 * subscription: the push service's endpoint and the keys its messages are encrypted with. A
 * groomer's choice of which events reach them is one row of their own. Plain tables: nobody reads
 * or writes them through Payload's REST; /api/v1/users/{id}/push does, for the signed-in groomer.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "push_subscriptions" (
      "id" serial PRIMARY KEY,
      "groomer_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
      "attendee_id" integer REFERENCES "attendees"("id") ON DELETE CASCADE,
      "endpoint" text NOT NULL UNIQUE,
      "p256dh" text NOT NULL,
      "auth" text NOT NULL,
      "device" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "last_sent_at" timestamptz,
      CONSTRAINT "push_subscriptions_one_person" CHECK (("groomer_id" IS NULL) <> ("attendee_id" IS NULL))
    );
    CREATE INDEX IF NOT EXISTS "push_subscriptions_groomer_idx" ON "push_subscriptions" ("groomer_id")
      WHERE "groomer_id" IS NOT NULL;
    CREATE INDEX IF NOT EXISTS "push_subscriptions_attendee_idx" ON "push_subscriptions" ("attendee_id")
      WHERE "attendee_id" IS NOT NULL;
    CREATE TABLE IF NOT EXISTS "push_preferences" (
      "groomer_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
      "requests" boolean NOT NULL DEFAULT true,
      "postponements" boolean NOT NULL DEFAULT true,
      "cancellations" boolean NOT NULL DEFAULT true,
      "urgent_request_sms" boolean NOT NULL DEFAULT false,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "push_preferences"; DROP TABLE IF EXISTS "push_subscriptions";`)
}
