import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 33: the guarantee an owner gave for one booking (a card imprint or a deposit), with the
 * terms agreed at that moment and where its money stands (decision 0061). Written only by the
 * server, each change a conditional update from the state it expects, so Stripe's events, the
 * groomer's answer and the jobs may come in any order. The register (`sales`) gains the notes of
 * online money: a deposit received and a fee charged.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "booking_guarantees" (
    "appointment_id" integer PRIMARY KEY REFERENCES "appointments"("id") ON DELETE CASCADE,
    "groomer_id" integer NOT NULL,
    "attendee_id" integer NOT NULL,
    "kind" text NOT NULL CHECK ("kind" IN ('imprint', 'deposit')),
    "amount_cents" integer CHECK ("amount_cents" > 0),
    "fee_cents" integer NOT NULL CHECK ("fee_cents" >= 0),
    "free_cancellation_hours" integer NOT NULL CHECK ("free_cancellation_hours" >= 0),
    "application_fee_cents" integer NOT NULL DEFAULT 0 CHECK ("application_fee_cents" >= 0),
    "account_id" varchar NOT NULL,
    "state" text NOT NULL DEFAULT 'awaiting'
      CHECK ("state" IN ('awaiting', 'secured', 'released', 'refunded', 'kept', 'charged', 'charge_failed')),
    "customer_id" varchar,
    "checkout_session_id" varchar UNIQUE,
    "checkout_url" varchar,
    "checkout_expires_at" timestamptz NOT NULL,
    "payment_intent_id" varchar,
    "payment_method_id" varchar,
    "refunded_cents" integer NOT NULL DEFAULT 0 CHECK ("refunded_cents" >= 0),
    "charged_cents" integer NOT NULL DEFAULT 0 CHECK ("charged_cents" >= 0),
    "fee_checkout_session_id" varchar UNIQUE,
    "fee_checkout_url" varchar,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "updated_at" timestamptz NOT NULL DEFAULT now(),
    CHECK ("kind" = 'imprint' OR "amount_cents" IS NOT NULL),
    CHECK ("kind" = 'imprint' OR "fee_cents" <= "amount_cents"),
    CHECK ("charged_cents" <= "fee_cents")
  );
  CREATE INDEX IF NOT EXISTS "booking_guarantees_attendee" ON "booking_guarantees" ("attendee_id");
  CREATE INDEX IF NOT EXISTS "booking_guarantees_open" ON "booking_guarantees" ("checkout_expires_at")
    WHERE "state" IN ('awaiting', 'secured', 'charge_failed');
  ALTER TABLE "sales" DROP CONSTRAINT IF EXISTS "sales_kind_check";
  ALTER TABLE "sales" ADD CONSTRAINT "sales_kind_check" CHECK ("kind" IN ('sale', 'refund', 'deposit', 'fee'));
  CREATE UNIQUE INDEX IF NOT EXISTS "sales_online_once" ON "sales" ("groomer_id", "appointment_reference", "kind")
    WHERE "kind" IN ('deposit', 'fee');
  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "subscription_guarantee_fee_percent" numeric DEFAULT 0;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "subscription_guarantee_fee_percent";
  DROP INDEX IF EXISTS "sales_online_once";
  ALTER TABLE "sales" DROP CONSTRAINT IF EXISTS "sales_kind_check";
  ALTER TABLE "sales" ADD CONSTRAINT "sales_kind_check" CHECK ("kind" IN ('sale', 'refund'));
  DROP TABLE IF EXISTS "booking_guarantees";`)
}
