import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appointments_source" AS ENUM('online', 'groomer');
  CREATE TABLE "customer_folders_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"customer_attachments_id" integer
  );
  
  CREATE TABLE "customer_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"label" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "users" ADD COLUMN "referral_code" varchar;
  ALTER TABLE "motives" ADD COLUMN "video_link" varchar;
  ALTER TABLE "motives" ADD COLUMN "size_durations_small" numeric;
  ALTER TABLE "motives" ADD COLUMN "size_durations_medium" numeric;
  ALTER TABLE "motives" ADD COLUMN "size_durations_large" numeric;
  ALTER TABLE "motives" ADD COLUMN "size_durations_giant" numeric;
  ALTER TABLE "appointments" ADD COLUMN "source" "enum_appointments_source" DEFAULT 'online';
  ALTER TABLE "appointments" ADD COLUMN "customer_name" varchar;
  ALTER TABLE "appointments" ADD COLUMN "customer_phone" varchar;
  ALTER TABLE "appointments" ADD COLUMN "customer_folder_id" integer;
  ALTER TABLE "sponsorships" ADD COLUMN "referred_id" integer;
  ALTER TABLE "signup_requests" ADD COLUMN "referral_code" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customer_attachments_id" integer;
  ALTER TABLE "customer_folders_rels" ADD CONSTRAINT "customer_folders_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."customer_folders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customer_folders_rels" ADD CONSTRAINT "customer_folders_rels_customer_attachments_fk" FOREIGN KEY ("customer_attachments_id") REFERENCES "public"."customer_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customer_attachments" ADD CONSTRAINT "customer_attachments_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "customer_folders_rels_order_idx" ON "customer_folders_rels" USING btree ("order");
  CREATE INDEX "customer_folders_rels_parent_idx" ON "customer_folders_rels" USING btree ("parent_id");
  CREATE INDEX "customer_folders_rels_path_idx" ON "customer_folders_rels" USING btree ("path");
  CREATE INDEX "customer_folders_rels_customer_attachments_id_idx" ON "customer_folders_rels" USING btree ("customer_attachments_id");
  CREATE INDEX "customer_attachments_groomer_idx" ON "customer_attachments" USING btree ("groomer_id");
  CREATE INDEX "customer_attachments_updated_at_idx" ON "customer_attachments" USING btree ("updated_at");
  CREATE INDEX "customer_attachments_created_at_idx" ON "customer_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_attachments_filename_idx" ON "customer_attachments" USING btree ("filename");
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_folder_id_customer_folders_id_fk" FOREIGN KEY ("customer_folder_id") REFERENCES "public"."customer_folders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customer_attachments_fk" FOREIGN KEY ("customer_attachments_id") REFERENCES "public"."customer_attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "users_referral_code_idx" ON "users" USING btree ("referral_code");
  CREATE INDEX "appointments_customer_folder_idx" ON "appointments" USING btree ("customer_folder_id");
  CREATE INDEX "sponsorships_referred_idx" ON "sponsorships" USING btree ("referred_id");
  CREATE INDEX "payload_locked_documents_rels_customer_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("customer_attachments_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customer_folders_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customer_attachments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customer_folders_rels" CASCADE;
  DROP TABLE "customer_attachments" CASCADE;
  ALTER TABLE "appointments" DROP CONSTRAINT "appointments_customer_folder_id_customer_folders_id_fk";
  
  ALTER TABLE "sponsorships" DROP CONSTRAINT "sponsorships_referred_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customer_attachments_fk";
  
  DROP INDEX "users_referral_code_idx";
  DROP INDEX "appointments_customer_folder_idx";
  DROP INDEX "sponsorships_referred_idx";
  DROP INDEX "payload_locked_documents_rels_customer_attachments_id_idx";
  ALTER TABLE "users" DROP COLUMN "referral_code";
  ALTER TABLE "motives" DROP COLUMN "video_link";
  ALTER TABLE "motives" DROP COLUMN "size_durations_small";
  ALTER TABLE "motives" DROP COLUMN "size_durations_medium";
  ALTER TABLE "motives" DROP COLUMN "size_durations_large";
  ALTER TABLE "motives" DROP COLUMN "size_durations_giant";
  ALTER TABLE "appointments" DROP COLUMN "source";
  ALTER TABLE "appointments" DROP COLUMN "customer_name";
  ALTER TABLE "appointments" DROP COLUMN "customer_phone";
  ALTER TABLE "appointments" DROP COLUMN "customer_folder_id";
  ALTER TABLE "sponsorships" DROP COLUMN "referred_id";
  ALTER TABLE "signup_requests" DROP COLUMN "referral_code";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customer_attachments_id";
  DROP TYPE "public"."enum_appointments_source";`)
}
