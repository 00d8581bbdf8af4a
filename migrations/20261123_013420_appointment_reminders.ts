import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointments" ADD COLUMN "reminder_email_sent_at" timestamp(3) with time zone;
  ALTER TABLE "appointments" ADD COLUMN "reminder_sms_sent_at" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointments" DROP COLUMN "reminder_email_sent_at";
  ALTER TABLE "appointments" DROP COLUMN "reminder_sms_sent_at";`)
}
