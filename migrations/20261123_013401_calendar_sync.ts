import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_calendar_connections_provider" AS ENUM('google', 'microsoft', 'icloud');
  CREATE TYPE "public"."enum_calendar_connections_status" AS ENUM('active', 'broken');
  CREATE TYPE "public"."enum_calendar_pushes_action" AS ENUM('upsert', 'delete');
  CREATE TABLE "calendar_connections_calendars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"remote_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"can_write" boolean DEFAULT false,
  	"busy" boolean DEFAULT true,
  	"target" boolean DEFAULT false,
  	"cursor" varchar,
  	"last_synced_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "calendar_connections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"provider" "enum_calendar_connections_provider" NOT NULL,
  	"account_label" varchar NOT NULL,
  	"status" "enum_calendar_connections_status" DEFAULT 'active' NOT NULL,
  	"broken_reason" varchar,
  	"broken_at" timestamp(3) with time zone,
  	"broken_notice_sent" boolean DEFAULT false,
  	"credentials" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "busy_times" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"connection_id" integer NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"calendar_remote_id" varchar NOT NULL,
  	"uid" varchar NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "calendar_pushes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"appointment_id" integer NOT NULL,
  	"connection_id" integer NOT NULL,
  	"action" "enum_calendar_pushes_action" NOT NULL,
  	"calendar_remote_id" varchar,
  	"remote_id" varchar,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone NOT NULL,
  	"last_error" varchar,
  	"done_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "calendar_connections_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "busy_times_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "calendar_pushes_id" integer;
  ALTER TABLE "calendar_connections_calendars" ADD CONSTRAINT "calendar_connections_calendars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "busy_times" ADD CONSTRAINT "busy_times_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "busy_times" ADD CONSTRAINT "busy_times_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "calendar_pushes" ADD CONSTRAINT "calendar_pushes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "calendar_pushes" ADD CONSTRAINT "calendar_pushes_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "calendar_connections_calendars_order_idx" ON "calendar_connections_calendars" USING btree ("_order");
  CREATE INDEX "calendar_connections_calendars_parent_id_idx" ON "calendar_connections_calendars" USING btree ("_parent_id");
  CREATE INDEX "calendar_connections_groomer_idx" ON "calendar_connections" USING btree ("groomer_id");
  CREATE INDEX "calendar_connections_updated_at_idx" ON "calendar_connections" USING btree ("updated_at");
  CREATE INDEX "calendar_connections_created_at_idx" ON "calendar_connections" USING btree ("created_at");
  CREATE INDEX "busy_times_connection_idx" ON "busy_times" USING btree ("connection_id");
  CREATE INDEX "busy_times_groomer_idx" ON "busy_times" USING btree ("groomer_id");
  CREATE INDEX "busy_times_updated_at_idx" ON "busy_times" USING btree ("updated_at");
  CREATE INDEX "busy_times_created_at_idx" ON "busy_times" USING btree ("created_at");
  CREATE INDEX "groomer_start_idx" ON "busy_times" USING btree ("groomer_id","start");
  CREATE INDEX "calendar_pushes_appointment_idx" ON "calendar_pushes" USING btree ("appointment_id");
  CREATE INDEX "calendar_pushes_connection_idx" ON "calendar_pushes" USING btree ("connection_id");
  CREATE INDEX "calendar_pushes_done_at_idx" ON "calendar_pushes" USING btree ("done_at");
  CREATE INDEX "calendar_pushes_updated_at_idx" ON "calendar_pushes" USING btree ("updated_at");
  CREATE INDEX "calendar_pushes_created_at_idx" ON "calendar_pushes" USING btree ("created_at");
  CREATE INDEX "doneAt_nextAttemptAt_idx" ON "calendar_pushes" USING btree ("done_at","next_attempt_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calendar_connections_fk" FOREIGN KEY ("calendar_connections_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_busy_times_fk" FOREIGN KEY ("busy_times_id") REFERENCES "public"."busy_times"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calendar_pushes_fk" FOREIGN KEY ("calendar_pushes_id") REFERENCES "public"."calendar_pushes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_calendar_connections_id_idx" ON "payload_locked_documents_rels" USING btree ("calendar_connections_id");
  CREATE INDEX "payload_locked_documents_rels_busy_times_id_idx" ON "payload_locked_documents_rels" USING btree ("busy_times_id");
  CREATE INDEX "payload_locked_documents_rels_calendar_pushes_id_idx" ON "payload_locked_documents_rels" USING btree ("calendar_pushes_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "calendar_connections_calendars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "calendar_connections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "busy_times" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "calendar_pushes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "calendar_connections_calendars" CASCADE;
  DROP TABLE "calendar_connections" CASCADE;
  DROP TABLE "busy_times" CASCADE;
  DROP TABLE "calendar_pushes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_calendar_connections_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_busy_times_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_calendar_pushes_fk";
  
  DROP INDEX "payload_locked_documents_rels_calendar_connections_id_idx";
  DROP INDEX "payload_locked_documents_rels_busy_times_id_idx";
  DROP INDEX "payload_locked_documents_rels_calendar_pushes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "calendar_connections_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "busy_times_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "calendar_pushes_id";
  DROP TYPE "public"."enum_calendar_connections_provider";
  DROP TYPE "public"."enum_calendar_connections_status";
  DROP TYPE "public"."enum_calendar_pushes_action";`)
}
