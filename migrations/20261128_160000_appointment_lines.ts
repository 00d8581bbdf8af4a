import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 32: several pets in one booking. An appointment's lines, one per pet (its motive, size,
 * duration and price); an appointment without lines is one pet, its `pet` group and `motive`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$ BEGIN
    CREATE TYPE "public"."enum_appointments_lines_pet_species" AS ENUM('dog', 'cat', 'rabbit', 'other');
  EXCEPTION WHEN duplicate_object THEN null; END $$;
  DO $$ BEGIN
    CREATE TYPE "public"."enum_appointments_lines_pet_size" AS ENUM('small', 'medium', 'large', 'giant');
  EXCEPTION WHEN duplicate_object THEN null; END $$;
  CREATE TABLE IF NOT EXISTS "appointments_lines" (
    "_order" integer NOT NULL,
    "_parent_id" integer NOT NULL,
    "id" varchar PRIMARY KEY NOT NULL,
    "pet_name" varchar NOT NULL,
    "pet_species" "enum_appointments_lines_pet_species",
    "pet_breed" varchar,
    "pet_size" "enum_appointments_lines_pet_size",
    "motive_id" integer,
    "duration" numeric NOT NULL,
    "price" numeric
  );
  ALTER TABLE "appointments_lines" ADD CONSTRAINT "appointments_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appointments_lines" ADD CONSTRAINT "appointments_lines_motive_id_motives_id_fk" FOREIGN KEY ("motive_id") REFERENCES "public"."motives"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX IF NOT EXISTS "appointments_lines_order_idx" ON "appointments_lines" USING btree ("_order");
  CREATE INDEX IF NOT EXISTS "appointments_lines_parent_id_idx" ON "appointments_lines" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "appointments_lines_motive_idx" ON "appointments_lines" USING btree ("motive_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "appointments_lines";
  DROP TYPE IF EXISTS "public"."enum_appointments_lines_pet_size";
  DROP TYPE IF EXISTS "public"."enum_appointments_lines_pet_species";`)
}
