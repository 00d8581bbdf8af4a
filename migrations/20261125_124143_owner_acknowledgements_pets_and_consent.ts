import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_attendees_pets_species" AS ENUM('dog', 'cat', 'rabbit', 'other');
  CREATE TYPE "public"."enum_attendees_pets_size" AS ENUM('small', 'medium', 'large', 'giant');
  CREATE TABLE "attendees_pets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"species" "enum_attendees_pets_species" NOT NULL,
  	"breed" varchar,
  	"size" "enum_attendees_pets_size" NOT NULL,
  	"coat" varchar,
  	"birth_year" numeric,
  	"groomer_notes" varchar
  );
  
  ALTER TABLE "mail_templates" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_templates_purpose";
  CREATE TYPE "public"."enum_mail_templates_purpose" AS ENUM('requested', 'postponed', 'availabilities', 'confirmation', 'reminder', 'move', 'cancellation', 'refusal', 'ready');
  ALTER TABLE "mail_templates" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_mail_templates_purpose" USING "purpose"::"public"."enum_mail_templates_purpose";
  ALTER TABLE "message_templates" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_message_templates_purpose";
  CREATE TYPE "public"."enum_message_templates_purpose" AS ENUM('requested', 'postponed', 'availabilities', 'confirmation', 'reminder', 'move', 'cancellation', 'refusal', 'ready');
  ALTER TABLE "message_templates" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_message_templates_purpose" USING "purpose"::"public"."enum_message_templates_purpose";
  ALTER TABLE "attendees" ADD COLUMN "terms_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "attendees_pets" ADD CONSTRAINT "attendees_pets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "attendees_pets_order_idx" ON "attendees_pets" USING btree ("_order");
  CREATE INDEX "attendees_pets_parent_id_idx" ON "attendees_pets" USING btree ("_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "attendees_pets" CASCADE;
  ALTER TABLE "mail_templates" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_templates_purpose";
  CREATE TYPE "public"."enum_mail_templates_purpose" AS ENUM('confirmation', 'reminder', 'cancellation', 'refusal', 'move', 'ready');
  ALTER TABLE "mail_templates" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_mail_templates_purpose" USING "purpose"::"public"."enum_mail_templates_purpose";
  ALTER TABLE "message_templates" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_message_templates_purpose";
  CREATE TYPE "public"."enum_message_templates_purpose" AS ENUM('confirmation', 'reminder', 'cancellation', 'refusal', 'move', 'ready');
  ALTER TABLE "message_templates" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_message_templates_purpose" USING "purpose"::"public"."enum_message_templates_purpose";
  ALTER TABLE "attendees" DROP COLUMN "terms_accepted_at";
  DROP TYPE "public"."enum_attendees_pets_species";
  DROP TYPE "public"."enum_attendees_pets_size";`)
}
