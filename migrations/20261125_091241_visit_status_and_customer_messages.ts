import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appointments_visit_status" AS ENUM('arrived', 'ready', 'finished', 'no_show');
  ALTER TYPE "public"."enum_mail_templates_purpose" ADD VALUE 'move';
  ALTER TYPE "public"."enum_mail_templates_purpose" ADD VALUE 'ready';
  ALTER TYPE "public"."enum_message_templates_purpose" ADD VALUE 'move';
  ALTER TYPE "public"."enum_message_templates_purpose" ADD VALUE 'ready';
  ALTER TABLE "users" ADD COLUMN "customer_messages_by_email" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "customer_messages_by_sms" boolean DEFAULT true;
  ALTER TABLE "appointments" ADD COLUMN "visit_status" "enum_appointments_visit_status";
  ALTER TABLE "appointments" ADD COLUMN "visit_status_at" timestamp(3) with time zone;
  CREATE INDEX "appointments_visit_status_idx" ON "appointments" USING btree ("visit_status");`)
  // One row per message sent to a customer (src/server/notifications/customerMessages.ts): whoever
  // inserts it first sends it, so a message never leaves twice.
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "customer_messages" (
    "appointment_id" integer NOT NULL REFERENCES "appointments"("id") ON DELETE CASCADE,
    "purpose" varchar NOT NULL,
    "channel" varchar NOT NULL,
    "occasion" varchar NOT NULL DEFAULT '',
    "sent_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    PRIMARY KEY ("appointment_id", "purpose", "channel", "occasion")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "customer_messages";
   ALTER TABLE "mail_templates" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_templates_purpose";
  CREATE TYPE "public"."enum_mail_templates_purpose" AS ENUM('confirmation', 'reminder', 'cancellation', 'refusal');
  ALTER TABLE "mail_templates" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_mail_templates_purpose" USING "purpose"::"public"."enum_mail_templates_purpose";
  ALTER TABLE "message_templates" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_message_templates_purpose";
  CREATE TYPE "public"."enum_message_templates_purpose" AS ENUM('confirmation', 'reminder', 'cancellation', 'refusal');
  ALTER TABLE "message_templates" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_message_templates_purpose" USING "purpose"::"public"."enum_message_templates_purpose";
  DROP INDEX "appointments_visit_status_idx";
  ALTER TABLE "users" DROP COLUMN "customer_messages_by_email";
  ALTER TABLE "users" DROP COLUMN "customer_messages_by_sms";
  ALTER TABLE "appointments" DROP COLUMN "visit_status";
  ALTER TABLE "appointments" DROP COLUMN "visit_status_at";
  DROP TYPE "public"."enum_appointments_visit_status";`)
}
