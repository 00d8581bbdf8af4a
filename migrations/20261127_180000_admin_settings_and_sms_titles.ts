import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 29, item 21. The five read-only site settings nothing read are dropped (decision 0045),
 * and the SMS already in the outbox get the title new ones get (collections/Outbox/smsTitle.ts:
 * "SMS : " and the first 60 characters of the text, whitespace collapsed).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "features_specialities";
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "features_user_card_default";
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "features_home_background_description";
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "features_motive_details";
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "features_new_appointment";
  UPDATE "outbox" AS o SET "subject" = 'SMS : ' || CASE WHEN char_length(w.words) > 60 THEN left(w.words, 59) || '…' ELSE w.words END
    FROM (SELECT "id", btrim(regexp_replace(coalesce("text", ''), '\\s+', ' ', 'g')) AS words FROM "outbox") AS w
    WHERE o."id" = w."id" AND o."channel" = 'sms' AND (o."subject" IS NULL OR o."subject" = '');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "outbox" SET "subject" = NULL WHERE "channel" = 'sms' AND "subject" LIKE 'SMS : %';
  ALTER TABLE "site_settings" ADD COLUMN "features_specialities" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "features_user_card_default" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "features_home_background_description" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "features_motive_details" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "features_new_appointment" boolean DEFAULT false;`)
}
