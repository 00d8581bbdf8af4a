import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 33: each groomer's Stripe connected account (Connect, decision 0060), kept in step with
 * Stripe: whether it may take payments. Written only by the server (onboarding, Stripe's events).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "connected_accounts" (
    "groomer_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
    "stripe_account_id" varchar NOT NULL UNIQUE,
    "charges_enabled" boolean NOT NULL DEFAULT false,
    "payouts_enabled" boolean NOT NULL DEFAULT false,
    "details_submitted" boolean NOT NULL DEFAULT false,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now()
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "connected_accounts";`)
}
