import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The waiting list: owners' subscriptions and the freed slots held 15 minutes for one of them.
 * No two active holds of one groomer overlap, held by the database like appointments_no_overlap.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_waitlist_subscriptions_status" AS ENUM('waiting', 'booked');
  CREATE TYPE "public"."enum_waitlist_holds_status" AS ENUM('active', 'claimed', 'expired');
  CREATE TABLE "waitlist_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"attendee_id" integer NOT NULL,
  	"motive_id" integer NOT NULL,
  	"first_day" varchar NOT NULL,
  	"last_day" varchar NOT NULL,
  	"status" "enum_waitlist_subscriptions_status" DEFAULT 'waiting' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "waitlist_holds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token" varchar NOT NULL,
  	"subscription_id" integer,
  	"groomer_id" integer NOT NULL,
  	"attendee_id" integer NOT NULL,
  	"motive_id" integer NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_waitlist_holds_status" DEFAULT 'active' NOT NULL,
  	"ended_at" timestamp(3) with time zone,
  	"appointment_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waitlist_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waitlist_holds_id" integer;
  ALTER TABLE "waitlist_subscriptions" ADD CONSTRAINT "waitlist_subscriptions_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_subscriptions" ADD CONSTRAINT "waitlist_subscriptions_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_subscriptions" ADD CONSTRAINT "waitlist_subscriptions_motive_id_motives_id_fk" FOREIGN KEY ("motive_id") REFERENCES "public"."motives"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_subscription_id_waitlist_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."waitlist_subscriptions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_motive_id_motives_id_fk" FOREIGN KEY ("motive_id") REFERENCES "public"."motives"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "waitlist_subscriptions_groomer_idx" ON "waitlist_subscriptions" USING btree ("groomer_id");
  CREATE INDEX "waitlist_subscriptions_attendee_idx" ON "waitlist_subscriptions" USING btree ("attendee_id");
  CREATE INDEX "waitlist_subscriptions_motive_idx" ON "waitlist_subscriptions" USING btree ("motive_id");
  CREATE INDEX "waitlist_subscriptions_status_idx" ON "waitlist_subscriptions" USING btree ("status");
  CREATE INDEX "waitlist_subscriptions_updated_at_idx" ON "waitlist_subscriptions" USING btree ("updated_at");
  CREATE INDEX "waitlist_subscriptions_created_at_idx" ON "waitlist_subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "waitlist_holds_token_idx" ON "waitlist_holds" USING btree ("token");
  CREATE INDEX "waitlist_holds_subscription_idx" ON "waitlist_holds" USING btree ("subscription_id");
  CREATE INDEX "waitlist_holds_groomer_idx" ON "waitlist_holds" USING btree ("groomer_id");
  CREATE INDEX "waitlist_holds_attendee_idx" ON "waitlist_holds" USING btree ("attendee_id");
  CREATE INDEX "waitlist_holds_motive_idx" ON "waitlist_holds" USING btree ("motive_id");
  CREATE INDEX "waitlist_holds_expires_at_idx" ON "waitlist_holds" USING btree ("expires_at");
  CREATE INDEX "waitlist_holds_status_idx" ON "waitlist_holds" USING btree ("status");
  CREATE INDEX "waitlist_holds_appointment_idx" ON "waitlist_holds" USING btree ("appointment_id");
  CREATE INDEX "waitlist_holds_updated_at_idx" ON "waitlist_holds" USING btree ("updated_at");
  CREATE INDEX "waitlist_holds_created_at_idx" ON "waitlist_holds" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waitlist_subscriptions_fk" FOREIGN KEY ("waitlist_subscriptions_id") REFERENCES "public"."waitlist_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waitlist_holds_fk" FOREIGN KEY ("waitlist_holds_id") REFERENCES "public"."waitlist_holds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_waitlist_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("waitlist_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_waitlist_holds_id_idx" ON "payload_locked_documents_rels" USING btree ("waitlist_holds_id");
  CREATE EXTENSION IF NOT EXISTS btree_gist;
  ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_no_overlap"
    EXCLUDE USING gist ("groomer_id" WITH =, tstzrange("start", "end", '[)') WITH &&) WHERE ("status" = 'active');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "waitlist_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "waitlist_holds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "waitlist_subscriptions" CASCADE;
  DROP TABLE "waitlist_holds" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waitlist_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waitlist_holds_fk";
  
  DROP INDEX "payload_locked_documents_rels_waitlist_subscriptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_waitlist_holds_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waitlist_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waitlist_holds_id";
  DROP TYPE "public"."enum_waitlist_subscriptions_status";
  DROP TYPE "public"."enum_waitlist_holds_status";`)
}
