import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "attendees_pets" ADD COLUMN "rhythm_weeks" numeric;
  ALTER TABLE "attendees" ADD COLUMN "rebooking_reminders" boolean DEFAULT true;
  ALTER TABLE "motives" ADD COLUMN "rhythm_weeks" numeric;
  ALTER TABLE "customer_folders_pets" ADD COLUMN "rhythm_weeks" numeric;`)
  // The usual rhythm for the salon motives there are; a visio or phone motive is no grooming (none).
  await db.execute(sql`UPDATE "motives" SET "rhythm_weeks" = 6 WHERE "kind" = 'salon';`)
  // One row per rebooking reminder sent (src/server/rebooking/claims.ts): whoever inserts it first
  // sends it, so a pet's reminder for one due date never leaves twice, whatever the workers.
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rebooking_reminders" (
    "attendee_id" integer NOT NULL REFERENCES "attendees"("id") ON DELETE CASCADE,
    "groomer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "pet_key" varchar NOT NULL,
    "due_date" date NOT NULL,
    "channel" varchar NOT NULL,
    "sent_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    PRIMARY KEY ("attendee_id", "groomer_id", "pet_key", "due_date", "channel")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "rebooking_reminders";
   ALTER TABLE "attendees_pets" DROP COLUMN "rhythm_weeks";
  ALTER TABLE "attendees" DROP COLUMN "rebooking_reminders";
  ALTER TABLE "motives" DROP COLUMN "rhythm_weeks";
  ALTER TABLE "customer_folders_pets" DROP COLUMN "rhythm_weeks";`)
}
