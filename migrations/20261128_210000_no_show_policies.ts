import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 33 item 1: each groomer's protection against no-shows, for all their motives (motive null)
 * or one (src/lib/noShowPolicy.ts). Written only through the groomer's API.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "no_show_policies" (
    "id" serial PRIMARY KEY,
    "groomer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "motive_id" integer REFERENCES "motives"("id") ON DELETE CASCADE,
    "kind" varchar NOT NULL CHECK ("kind" IN ('none', 'imprint', 'deposit')),
    "deposit_percent" integer CHECK ("deposit_percent" BETWEEN 10 AND 100),
    "deposit_cents" integer CHECK ("deposit_cents" > 0),
    "applies_to" varchar NOT NULL CHECK ("applies_to" IN ('all', 'new_or_absent')),
    "free_cancellation_hours" integer NOT NULL CHECK ("free_cancellation_hours" BETWEEN 0 AND 168),
    "fee_cents" integer NOT NULL CHECK ("fee_cents" >= 0),
    "updated_at" timestamptz NOT NULL DEFAULT now()
  );
  CREATE UNIQUE INDEX IF NOT EXISTS "no_show_policies_groomer_motive_idx"
    ON "no_show_policies" ("groomer_id", coalesce("motive_id", 0));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "no_show_policies";`)
}
