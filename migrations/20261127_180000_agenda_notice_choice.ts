import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The groomer's last answer to « Prévenir le client ? » in the agenda (issue 29 item 2): SMS and
 * e-mail, both on until they first answer (what every move and hand-made booking sent before).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users" ADD COLUMN "customer_messages_agenda_sms" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "customer_messages_agenda_email" boolean DEFAULT true;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users" DROP COLUMN "customer_messages_agenda_email";
  ALTER TABLE "users" DROP COLUMN "customer_messages_agenda_sms";`)
}
