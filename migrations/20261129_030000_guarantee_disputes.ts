import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 33 item 5: a card dispute (chargeback) on a deposit or a fee, as Stripe reports it, one row
 * per dispute and status it reached (opened, answered, won, lost). Rows are only ever added (the
 * register's trigger refuses an update or a delete); the latest row of a dispute is where it stands.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "guarantee_disputes" (
    "id" bigserial PRIMARY KEY,
    "dispute_id" varchar NOT NULL,
    "groomer_id" integer NOT NULL,
    "appointment_reference" varchar NOT NULL,
    "status" text NOT NULL,
    "amount_cents" integer NOT NULL CHECK ("amount_cents" >= 0),
    "reason" text NOT NULL,
    "evidence_due_by" timestamptz,
    "recorded_at" timestamptz NOT NULL DEFAULT now(),
    UNIQUE ("dispute_id", "status")
  );
  CREATE INDEX IF NOT EXISTS "guarantee_disputes_groomer" ON "guarantee_disputes" ("groomer_id", "recorded_at");
  CREATE TRIGGER "guarantee_disputes_never_rewritten" BEFORE UPDATE OR DELETE ON "guarantee_disputes"
    FOR EACH ROW EXECUTE FUNCTION "register_never_rewritten"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "guarantee_disputes";`)
}
