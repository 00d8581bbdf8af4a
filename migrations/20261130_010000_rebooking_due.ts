import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 35: the rebooking reminders read only what is due (decision 0073). `rebooking_due` holds
 * each pet's last finished visit per owner and groomer with the moment to look at it again
 * (`remind_at`; null once settled). Every write that can change a row (a visit finished, cancelled
 * or moved, a several-pets line, a rhythm of the owner, of the customer folder or of a motive, the
 * owner's choice to be reminded, the groomer's online booking or holidays) marks the owner and groomer in `rebooking_dirty`; the job
 * recomputes those pairs (src/server/rebooking/dueRows.ts). The triggers only mark: the rules stay
 * in the application's code.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rebooking_due" (
    "attendee_id" integer NOT NULL REFERENCES "attendees"("id") ON DELETE CASCADE,
    "groomer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "pet_key" varchar NOT NULL,
    "pet_name" varchar NOT NULL,
    "appointment_id" integer NOT NULL REFERENCES "appointments"("id") ON DELETE CASCADE,
    "start" timestamp(3) with time zone NOT NULL,
    "motive_id" integer NOT NULL REFERENCES "motives"("id") ON DELETE CASCADE,
    "rhythm_weeks" integer,
    "remind_at" timestamp(3) with time zone,
    PRIMARY KEY ("attendee_id", "groomer_id", "pet_key")
  );
  CREATE INDEX IF NOT EXISTS "rebooking_due_remind_at_idx" ON "rebooking_due" ("remind_at") WHERE "remind_at" IS NOT NULL;
  CREATE INDEX IF NOT EXISTS "rebooking_due_motive_idx" ON "rebooking_due" ("motive_id");
  CREATE INDEX IF NOT EXISTS "rebooking_due_groomer_idx" ON "rebooking_due" ("groomer_id");
  CREATE INDEX IF NOT EXISTS "rebooking_due_appointment_idx" ON "rebooking_due" ("appointment_id");
  CREATE TABLE IF NOT EXISTS "rebooking_dirty" (
    "attendee_id" integer NOT NULL,
    "groomer_id" integer NOT NULL,
    PRIMARY KEY ("attendee_id", "groomer_id")
  );

  CREATE OR REPLACE FUNCTION "rebooking_mark"(attendee integer, groomer integer) RETURNS void LANGUAGE sql AS $$
    INSERT INTO "rebooking_dirty" ("attendee_id", "groomer_id")
    SELECT attendee, groomer WHERE attendee IS NOT NULL AND groomer IS NOT NULL
    ON CONFLICT DO NOTHING
  $$;
  -- Every pair the owner has a row with (their pets' rhythms, their choice to be reminded).
  CREATE OR REPLACE FUNCTION "rebooking_mark_owner"(attendee integer) RETURNS void LANGUAGE sql AS $$
    INSERT INTO "rebooking_dirty" ("attendee_id", "groomer_id")
    SELECT DISTINCT d."attendee_id", d."groomer_id" FROM "rebooking_due" d WHERE d."attendee_id" = attendee
    ON CONFLICT DO NOTHING
  $$;

  -- Appointments written in bulk (an import, the market's seed): one statement for all their pairs.
  CREATE OR REPLACE FUNCTION "appointments_rebooking_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "rebooking_dirty" ("attendee_id", "groomer_id")
    SELECT DISTINCT n."attendee_id", n."groomer_id" FROM "rebooking_new_rows" n
    WHERE n."visit_status" = 'finished' AND n."attendee_id" IS NOT NULL AND n."groomer_id" IS NOT NULL
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;
  CREATE OR REPLACE FUNCTION "rebooking_pair_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM "rebooking_mark"(OLD."attendee_id", OLD."groomer_id"); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM "rebooking_mark"(NEW."attendee_id", NEW."groomer_id"); END IF;
    RETURN NULL;
  END $$;
  DROP TRIGGER IF EXISTS "appointments_rebooking_inserted" ON "appointments";
  CREATE TRIGGER "appointments_rebooking_inserted" AFTER INSERT ON "appointments"
    REFERENCING NEW TABLE AS "rebooking_new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "appointments_rebooking_inserted"();
  -- A status (a booking ahead confirmed, cancelled or expired), a visit's step, its pet, motive or day.
  DROP TRIGGER IF EXISTS "appointments_rebooking_updated" ON "appointments";
  CREATE TRIGGER "appointments_rebooking_updated" AFTER UPDATE ON "appointments" FOR EACH ROW
    WHEN ((OLD."status", OLD."visit_status", OLD."start", OLD."pet_name", OLD."motive_id", OLD."attendee_id", OLD."groomer_id")
      IS DISTINCT FROM (NEW."status", NEW."visit_status", NEW."start", NEW."pet_name", NEW."motive_id", NEW."attendee_id", NEW."groomer_id"))
    EXECUTE FUNCTION "rebooking_pair_changed"();
  DROP TRIGGER IF EXISTS "appointments_rebooking_deleted" ON "appointments";
  CREATE TRIGGER "appointments_rebooking_deleted" AFTER DELETE ON "appointments" FOR EACH ROW
    WHEN (OLD."visit_status" = 'finished') EXECUTE FUNCTION "rebooking_pair_changed"();

  -- A several-pets visit's lines (rewritten with the appointment): only a finished visit's matter.
  CREATE OR REPLACE FUNCTION "appointments_lines_rebooking"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM "rebooking_mark"(a."attendee_id", a."groomer_id") FROM "appointments" a
    WHERE a."id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."_parent_id" ELSE NEW."_parent_id" END) AND a."visit_status" = 'finished';
    RETURN NULL;
  END $$;
  DROP TRIGGER IF EXISTS "appointments_lines_rebooking" ON "appointments_lines";
  CREATE TRIGGER "appointments_lines_rebooking" AFTER INSERT OR UPDATE OR DELETE ON "appointments_lines"
    FOR EACH ROW EXECUTE FUNCTION "appointments_lines_rebooking"();

  -- The owner's pets (their own rhythm) and their choice to be reminded.
  CREATE OR REPLACE FUNCTION "attendees_pets_rebooking"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM "rebooking_mark_owner"(CASE WHEN TG_OP = 'DELETE' THEN OLD."_parent_id" ELSE NEW."_parent_id" END);
    RETURN NULL;
  END $$;
  DROP TRIGGER IF EXISTS "attendees_pets_rebooking" ON "attendees_pets";
  CREATE TRIGGER "attendees_pets_rebooking" AFTER INSERT OR UPDATE OR DELETE ON "attendees_pets"
    FOR EACH ROW EXECUTE FUNCTION "attendees_pets_rebooking"();
  CREATE OR REPLACE FUNCTION "attendees_rebooking"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM "rebooking_mark_owner"(NEW."id");
    RETURN NULL;
  END $$;
  DROP TRIGGER IF EXISTS "attendees_rebooking" ON "attendees";
  CREATE TRIGGER "attendees_rebooking" AFTER UPDATE ON "attendees" FOR EACH ROW
    WHEN (OLD."rebooking_reminders" IS DISTINCT FROM NEW."rebooking_reminders") EXECUTE FUNCTION "attendees_rebooking"();

  -- The customer folder's pets (the groomer's rhythm), and a folder linked to another owner.
  CREATE OR REPLACE FUNCTION "customer_folders_pets_rebooking"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM "rebooking_mark"(f."attendee_id", f."groomer_id") FROM "customer_folders" f
    WHERE f."id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."_parent_id" ELSE NEW."_parent_id" END);
    RETURN NULL;
  END $$;
  DROP TRIGGER IF EXISTS "customer_folders_pets_rebooking" ON "customer_folders_pets";
  CREATE TRIGGER "customer_folders_pets_rebooking" AFTER INSERT OR UPDATE OR DELETE ON "customer_folders_pets"
    FOR EACH ROW EXECUTE FUNCTION "customer_folders_pets_rebooking"();
  DROP TRIGGER IF EXISTS "customer_folders_rebooking_updated" ON "customer_folders";
  CREATE TRIGGER "customer_folders_rebooking_updated" AFTER UPDATE ON "customer_folders" FOR EACH ROW
    WHEN ((OLD."attendee_id", OLD."groomer_id") IS DISTINCT FROM (NEW."attendee_id", NEW."groomer_id"))
    EXECUTE FUNCTION "rebooking_pair_changed"();
  DROP TRIGGER IF EXISTS "customer_folders_rebooking_deleted" ON "customer_folders";
  CREATE TRIGGER "customer_folders_rebooking_deleted" AFTER DELETE ON "customer_folders" FOR EACH ROW
    EXECUTE FUNCTION "rebooking_pair_changed"();

  -- A motive's suggested rhythm: the pairs whose last visit was for it.
  CREATE OR REPLACE FUNCTION "motives_rebooking"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "rebooking_dirty" ("attendee_id", "groomer_id")
    SELECT DISTINCT d."attendee_id", d."groomer_id" FROM "rebooking_due" d WHERE d."motive_id" = NEW."id"
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;
  DROP TRIGGER IF EXISTS "holidays_rebooking" ON "holidays";
  DROP TRIGGER IF EXISTS "users_rebooking" ON "users";
  DROP TRIGGER IF EXISTS "motives_rebooking" ON "motives";
  CREATE TRIGGER "motives_rebooking" AFTER UPDATE ON "motives" FOR EACH ROW
    WHEN (OLD."rhythm_weeks" IS DISTINCT FROM NEW."rhythm_weeks") EXECUTE FUNCTION "motives_rebooking"();

  -- The groomer's online booking turned on or off (suspended, deleted), and their holidays (the due days move).
  CREATE OR REPLACE FUNCTION "rebooking_mark_groomer"(groomer integer) RETURNS void LANGUAGE sql AS $$
    INSERT INTO "rebooking_dirty" ("attendee_id", "groomer_id")
    SELECT DISTINCT d."attendee_id", d."groomer_id" FROM "rebooking_due" d WHERE d."groomer_id" = groomer
    ON CONFLICT DO NOTHING
  $$;
  CREATE OR REPLACE FUNCTION "users_rebooking"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM "rebooking_mark_groomer"(NEW."id");
    RETURN NULL;
  END $$;
  DROP TRIGGER IF EXISTS "users_rebooking" ON "users";
  CREATE TRIGGER "users_rebooking" AFTER UPDATE ON "users" FOR EACH ROW
    WHEN ((OLD."online_booking", OLD."booking_suspended") IS DISTINCT FROM (NEW."online_booking", NEW."booking_suspended"))
    EXECUTE FUNCTION "users_rebooking"();
  CREATE OR REPLACE FUNCTION "holidays_rebooking"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM "rebooking_mark_groomer"(CASE WHEN TG_OP = 'DELETE' THEN OLD."groomer_id" ELSE NEW."groomer_id" END);
    RETURN NULL;
  END $$;
  DROP TRIGGER IF EXISTS "holidays_rebooking" ON "holidays";
  CREATE TRIGGER "holidays_rebooking" AFTER INSERT OR UPDATE OR DELETE ON "holidays"
    FOR EACH ROW EXECUTE FUNCTION "holidays_rebooking"();

  -- What is there already: every pair with a finished visit in the reminders' look-back, made by the job's next run.
  INSERT INTO "rebooking_dirty" ("attendee_id", "groomer_id")
  SELECT DISTINCT "attendee_id", "groomer_id" FROM "appointments"
  WHERE "status" = 'confirmed' AND "visit_status" = 'finished' AND "attendee_id" IS NOT NULL AND "groomer_id" IS NOT NULL
    AND "start" > now() - interval '18 months'
  ON CONFLICT DO NOTHING;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "holidays_rebooking" ON "holidays";
  DROP TRIGGER IF EXISTS "users_rebooking" ON "users";
  DROP TRIGGER IF EXISTS "motives_rebooking" ON "motives";
  DROP TRIGGER IF EXISTS "customer_folders_rebooking_deleted" ON "customer_folders";
  DROP TRIGGER IF EXISTS "customer_folders_rebooking_updated" ON "customer_folders";
  DROP TRIGGER IF EXISTS "customer_folders_pets_rebooking" ON "customer_folders_pets";
  DROP TRIGGER IF EXISTS "attendees_rebooking" ON "attendees";
  DROP TRIGGER IF EXISTS "attendees_pets_rebooking" ON "attendees_pets";
  DROP TRIGGER IF EXISTS "appointments_lines_rebooking" ON "appointments_lines";
  DROP TRIGGER IF EXISTS "appointments_rebooking_deleted" ON "appointments";
  DROP TRIGGER IF EXISTS "appointments_rebooking_updated" ON "appointments";
  DROP TRIGGER IF EXISTS "appointments_rebooking_inserted" ON "appointments";
  DROP FUNCTION IF EXISTS "holidays_rebooking"();
  DROP FUNCTION IF EXISTS "users_rebooking"();
  DROP FUNCTION IF EXISTS "rebooking_mark_groomer"(integer);
  DROP FUNCTION IF EXISTS "motives_rebooking"();
  DROP FUNCTION IF EXISTS "customer_folders_pets_rebooking"();
  DROP FUNCTION IF EXISTS "attendees_rebooking"();
  DROP FUNCTION IF EXISTS "attendees_pets_rebooking"();
  DROP FUNCTION IF EXISTS "appointments_lines_rebooking"();
  DROP FUNCTION IF EXISTS "rebooking_pair_changed"();
  DROP FUNCTION IF EXISTS "appointments_rebooking_inserted"();
  DROP FUNCTION IF EXISTS "rebooking_mark_owner"(integer);
  DROP FUNCTION IF EXISTS "rebooking_mark"(integer, integer);
  DROP TABLE IF EXISTS "rebooking_dirty";
  DROP TABLE IF EXISTS "rebooking_due";`)
}
