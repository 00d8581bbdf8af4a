import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 34 item 2: a groomer's photos (the salon, their work), and who uploaded each media, so
 * a groomer may delete their own images and no one else's.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_groomer_photos_kind" AS ENUM('salon', 'portfolio');
  CREATE TABLE "groomer_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"groomer_id" integer NOT NULL,
  	"media_id" integer NOT NULL,
  	"kind" "enum_groomer_photos_kind" DEFAULT 'salon' NOT NULL,
  	"position" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "groomer_photos" ADD CONSTRAINT "groomer_photos_groomer_id_users_id_fk" FOREIGN KEY ("groomer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "groomer_photos" ADD CONSTRAINT "groomer_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "groomer_photos_groomer_idx" ON "groomer_photos" USING btree ("groomer_id");
  CREATE INDEX "groomer_photos_media_idx" ON "groomer_photos" USING btree ("media_id");
  CREATE INDEX "groomer_photos_position_idx" ON "groomer_photos" USING btree ("position");
  CREATE INDEX "groomer_photos_updated_at_idx" ON "groomer_photos" USING btree ("updated_at");
  CREATE INDEX "groomer_photos_created_at_idx" ON "groomer_photos" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "groomer_photos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_groomer_photos_fk" FOREIGN KEY ("groomer_photos_id") REFERENCES "public"."groomer_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_groomer_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("groomer_photos_id");
  ALTER TABLE "media" ADD COLUMN "uploaded_by_id" integer;
  ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_uploaded_by_idx" ON "media" USING btree ("uploaded_by_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" DROP CONSTRAINT "media_uploaded_by_id_users_id_fk";
  DROP INDEX "media_uploaded_by_idx";
  ALTER TABLE "media" DROP COLUMN "uploaded_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_groomer_photos_fk";
  DROP INDEX "payload_locked_documents_rels_groomer_photos_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "groomer_photos_id";
  DROP TABLE "groomer_photos" CASCADE;
  DROP TYPE "public"."enum_groomer_photos_kind";`)
}
