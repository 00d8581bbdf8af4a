import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 32 item 3 and 4: the groomer's register. `sales` holds each note (a checkout or a refund)
 * as it was issued, numbered per groomer without a gap and chained by hash; `register_closures`
 * the totals of a day, month or year, chained too. Neither is ever updated nor deleted (triggers):
 * a correction is a new note. No foreign keys: the register outlives the appointments and accounts
 * it names (kept six years). The groomer's VAT regime is printed on each note.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "sales" (
    "id" serial PRIMARY KEY,
    "groomer_id" integer NOT NULL,
    "number" integer NOT NULL,
    "kind" text NOT NULL CHECK ("kind" IN ('sale', 'refund')),
    "appointment_reference" text,
    "issued_at" timestamp(3) with time zone NOT NULL,
    "document" jsonb NOT NULL,
    "previous_hash" text NOT NULL,
    "hash" text NOT NULL,
    CONSTRAINT "sales_number_per_groomer" UNIQUE ("groomer_id", "number")
  );
  CREATE UNIQUE INDEX IF NOT EXISTS "sales_checkout_once" ON "sales" ("groomer_id", "appointment_reference") WHERE "kind" = 'sale';
  CREATE INDEX IF NOT EXISTS "sales_issued_idx" ON "sales" ("groomer_id", "issued_at");
  CREATE INDEX IF NOT EXISTS "sales_appointment_idx" ON "sales" ("groomer_id", "appointment_reference");
  CREATE TABLE IF NOT EXISTS "register_closures" (
    "id" serial PRIMARY KEY,
    "groomer_id" integer NOT NULL,
    "period" text NOT NULL CHECK ("period" IN ('day', 'month', 'year')),
    "period_start" date NOT NULL,
    "totals" jsonb NOT NULL,
    "chain_head" text NOT NULL,
    "previous_hash" text NOT NULL,
    "hash" text NOT NULL,
    "closed_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    CONSTRAINT "register_closures_once" UNIQUE ("groomer_id", "period", "period_start")
  );
  CREATE OR REPLACE FUNCTION "register_never_rewritten"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'register records are never rewritten nor deleted (%)', TG_TABLE_NAME;
  END $$;
  CREATE TRIGGER "sales_never_rewritten" BEFORE UPDATE OR DELETE ON "sales"
    FOR EACH ROW EXECUTE FUNCTION "register_never_rewritten"();
  CREATE TRIGGER "register_closures_never_rewritten" BEFORE UPDATE OR DELETE ON "register_closures"
    FOR EACH ROW EXECUTE FUNCTION "register_never_rewritten"();
  DO $$ BEGIN
    CREATE TYPE "public"."enum_users_vat_regime" AS ENUM('franchise', 'vat20');
  EXCEPTION WHEN duplicate_object THEN NULL; END $$;
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "vat_regime" "enum_users_vat_regime" DEFAULT 'franchise';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users" DROP COLUMN IF EXISTS "vat_regime";
  DROP TYPE IF EXISTS "public"."enum_users_vat_regime";
  DROP TABLE IF EXISTS "register_closures";
  DROP TABLE IF EXISTS "sales";
  DROP FUNCTION IF EXISTS "register_never_rewritten"();`)
}
