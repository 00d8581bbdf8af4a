import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 31: the groomers' subscription (decision 0055). `billing_subscriptions` holds one row per
 * subscribing groomer, kept in step with Stripe; `billing_events` records each Stripe event once (its
 * id is the key) and is never rewritten. On the groomer: the months an admin offered, and what billing
 * derives (online booking suspended, the state the admin lists filter on). The offer's trial and grace
 * periods are site settings.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "billing_subscriptions" (
    "groomer_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
    "stripe_customer_id" text UNIQUE,
    "stripe_subscription_id" text,
    "stripe_status" text,
    "trial_end" timestamp(3) with time zone,
    "current_period_end" timestamp(3) with time zone,
    "cancel_at_period_end" boolean NOT NULL DEFAULT false,
    "amount_cents" integer,
    "payment_failed_at" timestamp(3) with time zone,
    "first_paid_at" timestamp(3) with time zone,
    "had_trial" boolean NOT NULL DEFAULT false,
    "canceled_at" timestamp(3) with time zone,
    "synced_at" timestamp(3) with time zone,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    "updated_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE INDEX IF NOT EXISTS "billing_subscriptions_status_idx" ON "billing_subscriptions" ("stripe_status");
  CREATE TABLE IF NOT EXISTS "billing_events" (
    "event_id" text PRIMARY KEY,
    "type" text NOT NULL,
    "customer_id" text,
    "object_id" text,
    "amount_cents" integer,
    "stripe_created" timestamp(3) with time zone NOT NULL,
    "received_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE INDEX IF NOT EXISTS "billing_events_customer_idx" ON "billing_events" ("customer_id");
  CREATE OR REPLACE FUNCTION "billing_events_never_rewritten"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'billing_events rows are never rewritten';
  END $$;
  CREATE TRIGGER "billing_events_never_rewritten" BEFORE UPDATE ON "billing_events"
    FOR EACH ROW EXECUTE FUNCTION "billing_events_never_rewritten"();
  CREATE TABLE IF NOT EXISTS "billing_event_queue" (
    "event_id" text PRIMARY KEY REFERENCES "billing_events"("event_id"),
    "customer_id" text NOT NULL,
    "attempts" integer NOT NULL DEFAULT 0,
    "taken_until" timestamp(3) with time zone,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE INDEX IF NOT EXISTS "billing_event_queue_customer_idx" ON "billing_event_queue" ("customer_id");
  CREATE OR REPLACE FUNCTION "billing_event_queue_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('billing_events', '');
    RETURN NULL;
  END $$;
  CREATE TRIGGER "billing_event_queue_announce" AFTER INSERT ON "billing_event_queue"
    FOR EACH STATEMENT EXECUTE FUNCTION "billing_event_queue_announce"();
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "booking_suspended" boolean DEFAULT false;
  DO $$ BEGIN
    CREATE TYPE "public"."enum_users_subscription_state" AS ENUM('aucun', 'essai', 'actif', 'impaye', 'resilie', 'offert');
  EXCEPTION WHEN duplicate_object THEN null; END $$;
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "subscription_state" "enum_users_subscription_state" DEFAULT 'aucun';
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "subscription_offered" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "subscription_offered_until" timestamp(3) with time zone;
  CREATE INDEX IF NOT EXISTS "users_subscription_state_idx" ON "users" ("subscription_state");
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "billing_company_name" varchar;
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "billing_siret" varchar;
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "billing_vat_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "invoicing_company_name" varchar DEFAULT 'Mon Toiletteur SAS';
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "invoicing_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "invoicing_siren" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "invoicing_vat_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "invoicing_recovery_fee_mention" varchar DEFAULT 'En cas de retard de paiement : pénalités au taux d’intérêt légal majoré de 10 points et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce). Pas d’escompte pour paiement anticipé.';
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "subscription_trial_days" numeric DEFAULT 30;
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "subscription_grace_days" numeric DEFAULT 14;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "billing_event_queue";
  DROP FUNCTION IF EXISTS "billing_event_queue_announce"();
  DROP TABLE IF EXISTS "billing_events";
  DROP FUNCTION IF EXISTS "billing_events_never_rewritten"();
  DROP TABLE IF EXISTS "billing_subscriptions";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "booking_suspended";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "subscription_state";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "subscription_offered";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "subscription_offered_until";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "billing_company_name";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "billing_siret";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "billing_vat_number";
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "invoicing_company_name";
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "invoicing_address";
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "invoicing_siren";
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "invoicing_vat_number";
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "invoicing_recovery_fee_mention";
  DROP TYPE IF EXISTS "public"."enum_users_subscription_state";
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "subscription_trial_days";
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "subscription_grace_days";`)
}
