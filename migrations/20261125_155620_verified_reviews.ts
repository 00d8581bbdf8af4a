import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_status" AS ENUM('pending', 'published', 'refused');
  CREATE TYPE "public"."enum_reviews_refusal_reason" AS ENUM('abusive', 'discriminatory', 'off-topic', 'personal-data', 'compensated');
  CREATE TYPE "public"."enum_reviews_reply_status" AS ENUM('pending', 'published', 'refused');
  CREATE TYPE "public"."enum_reviews_reply_refusal_reason" AS ENUM('abusive', 'discriminatory', 'off-topic', 'personal-data', 'compensated');
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"appointment_id" integer NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"attendee_id" integer NOT NULL,
  	"author_name" varchar NOT NULL,
  	"visit_date" timestamp(3) with time zone NOT NULL,
  	"ratings_welcome" numeric NOT NULL,
  	"ratings_pet_care" numeric NOT NULL,
  	"ratings_result" numeric NOT NULL,
  	"ratings_value" numeric NOT NULL,
  	"rating" numeric,
  	"text" varchar NOT NULL,
  	"status" "enum_reviews_status" DEFAULT 'pending' NOT NULL,
  	"refusal_reason" "enum_reviews_refusal_reason",
  	"flags_profanity" boolean DEFAULT false,
  	"flags_personal_data" boolean DEFAULT false,
  	"submitted_at" timestamp(3) with time zone,
  	"editable_until" timestamp(3) with time zone,
  	"moderated_at" timestamp(3) with time zone,
  	"published_at" timestamp(3) with time zone,
  	"reply_text" varchar,
  	"reply_status" "enum_reviews_reply_status",
  	"reply_refusal_reason" "enum_reviews_reply_refusal_reason",
  	"reply_replied_at" timestamp(3) with time zone,
  	"report_reason" varchar,
  	"report_reported_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "appointments" ADD COLUMN "review_request_sent_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "reviews_appointment_idx" ON "reviews" USING btree ("appointment_id");
  CREATE INDEX "reviews_groomer_idx" ON "reviews" USING btree ("groomer_id");
  CREATE INDEX "reviews_attendee_idx" ON "reviews" USING btree ("attendee_id");
  CREATE INDEX "reviews_rating_idx" ON "reviews" USING btree ("rating");
  CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");
  CREATE INDEX "reviews_submitted_at_idx" ON "reviews" USING btree ("submitted_at");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  ALTER TABLE "appointments" DROP COLUMN "review_request_sent_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  DROP TYPE "public"."enum_reviews_status";
  DROP TYPE "public"."enum_reviews_refusal_reason";
  DROP TYPE "public"."enum_reviews_reply_status";
  DROP TYPE "public"."enum_reviews_reply_refusal_reason";`)
}
