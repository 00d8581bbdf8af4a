import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appointments_pet_species" AS ENUM('dog', 'cat', 'rabbit', 'other');
  CREATE TYPE "public"."enum_appointments_pet_size" AS ENUM('small', 'medium', 'large', 'giant');
  CREATE TYPE "public"."enum_appointments_cancelled_by" AS ENUM('attendee', 'groomer');
  CREATE TYPE "public"."enum_availability_requests_status" AS ENUM('sent', 'answered', 'accepted', 'declined');
  CREATE TYPE "public"."enum_calendar_entries_provider" AS ENUM('local', 'google', 'microsoft', 'apple');
  CREATE TABLE "availability_requests_ranges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "availability_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"attendee_id" integer NOT NULL,
  	"motive_id" integer NOT NULL,
  	"note" varchar,
  	"status" "enum_availability_requests_status" DEFAULT 'sent' NOT NULL,
  	"proposed_start" timestamp(3) with time zone,
  	"groomer_note" varchar,
  	"appointment_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "calendar_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"appointment_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"location" varchar,
  	"provider" "enum_calendar_entries_provider" DEFAULT 'local' NOT NULL,
  	"external_id" varchar,
  	"cancelled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "phone_verifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"verified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "appointments" ADD COLUMN "pet_name" varchar;
  ALTER TABLE "appointments" ADD COLUMN "pet_species" "enum_appointments_pet_species";
  ALTER TABLE "appointments" ADD COLUMN "pet_breed" varchar;
  ALTER TABLE "appointments" ADD COLUMN "pet_size" "enum_appointments_pet_size";
  ALTER TABLE "appointments" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "appointments" ADD COLUMN "cancelled_by" "enum_appointments_cancelled_by";
  ALTER TABLE "appointments" ADD COLUMN "availability_request_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "availability_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "calendar_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "phone_verifications_id" integer;
  ALTER TABLE "availability_requests_ranges" ADD CONSTRAINT "availability_requests_ranges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."availability_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "availability_requests" ADD CONSTRAINT "availability_requests_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "availability_requests" ADD CONSTRAINT "availability_requests_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "availability_requests" ADD CONSTRAINT "availability_requests_motive_id_motives_id_fk" FOREIGN KEY ("motive_id") REFERENCES "public"."motives"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "availability_requests" ADD CONSTRAINT "availability_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "availability_requests_ranges_order_idx" ON "availability_requests_ranges" USING btree ("_order");
  CREATE INDEX "availability_requests_ranges_parent_id_idx" ON "availability_requests_ranges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "availability_requests_reference_idx" ON "availability_requests" USING btree ("reference");
  CREATE INDEX "availability_requests_groomer_idx" ON "availability_requests" USING btree ("groomer_id");
  CREATE INDEX "availability_requests_attendee_idx" ON "availability_requests" USING btree ("attendee_id");
  CREATE INDEX "availability_requests_motive_idx" ON "availability_requests" USING btree ("motive_id");
  CREATE INDEX "availability_requests_status_idx" ON "availability_requests" USING btree ("status");
  CREATE INDEX "availability_requests_appointment_idx" ON "availability_requests" USING btree ("appointment_id");
  CREATE INDEX "availability_requests_updated_at_idx" ON "availability_requests" USING btree ("updated_at");
  CREATE INDEX "availability_requests_created_at_idx" ON "availability_requests" USING btree ("created_at");
  CREATE INDEX "calendar_entries_groomer_idx" ON "calendar_entries" USING btree ("groomer_id");
  CREATE INDEX "calendar_entries_appointment_idx" ON "calendar_entries" USING btree ("appointment_id");
  CREATE INDEX "calendar_entries_updated_at_idx" ON "calendar_entries" USING btree ("updated_at");
  CREATE INDEX "calendar_entries_created_at_idx" ON "calendar_entries" USING btree ("created_at");
  CREATE INDEX "phone_verifications_phone_idx" ON "phone_verifications" USING btree ("phone");
  CREATE INDEX "phone_verifications_updated_at_idx" ON "phone_verifications" USING btree ("updated_at");
  CREATE INDEX "phone_verifications_created_at_idx" ON "phone_verifications" USING btree ("created_at");
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_availability_request_id_availability_requests_id_fk" FOREIGN KEY ("availability_request_id") REFERENCES "public"."availability_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_availability_requests_fk" FOREIGN KEY ("availability_requests_id") REFERENCES "public"."availability_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calendar_entries_fk" FOREIGN KEY ("calendar_entries_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phone_verifications_fk" FOREIGN KEY ("phone_verifications_id") REFERENCES "public"."phone_verifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "appointments_availability_request_idx" ON "appointments" USING btree ("availability_request_id");
  CREATE INDEX "payload_locked_documents_rels_availability_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("availability_requests_id");
  CREATE INDEX "payload_locked_documents_rels_calendar_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("calendar_entries_id");
  CREATE INDEX "payload_locked_documents_rels_phone_verifications_id_idx" ON "payload_locked_documents_rels" USING btree ("phone_verifications_id");`)
  // rate-limiter-flexible's PostgreSQL store (src/server/verification/limits.ts): created here so
  // that app instances never race to create it.
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rate_limits" ("key" varchar(255) PRIMARY KEY, "points" integer NOT NULL DEFAULT 0, "expire" bigint);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limits";`)
  await db.execute(sql`
   ALTER TABLE "availability_requests_ranges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "availability_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "calendar_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "phone_verifications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "availability_requests_ranges" CASCADE;
  DROP TABLE "availability_requests" CASCADE;
  DROP TABLE "calendar_entries" CASCADE;
  DROP TABLE "phone_verifications" CASCADE;
  ALTER TABLE "appointments" DROP CONSTRAINT "appointments_availability_request_id_availability_requests_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_availability_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_calendar_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_phone_verifications_fk";
  
  DROP INDEX "appointments_availability_request_idx";
  DROP INDEX "payload_locked_documents_rels_availability_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_calendar_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_phone_verifications_id_idx";
  ALTER TABLE "appointments" DROP COLUMN "pet_name";
  ALTER TABLE "appointments" DROP COLUMN "pet_species";
  ALTER TABLE "appointments" DROP COLUMN "pet_breed";
  ALTER TABLE "appointments" DROP COLUMN "pet_size";
  ALTER TABLE "appointments" DROP COLUMN "confirmed_at";
  ALTER TABLE "appointments" DROP COLUMN "cancelled_at";
  ALTER TABLE "appointments" DROP COLUMN "cancelled_by";
  ALTER TABLE "appointments" DROP COLUMN "availability_request_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "availability_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "calendar_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "phone_verifications_id";
  DROP TYPE "public"."enum_appointments_pet_species";
  DROP TYPE "public"."enum_appointments_pet_size";
  DROP TYPE "public"."enum_appointments_cancelled_by";
  DROP TYPE "public"."enum_availability_requests_status";
  DROP TYPE "public"."enum_calendar_entries_provider";`)
}
