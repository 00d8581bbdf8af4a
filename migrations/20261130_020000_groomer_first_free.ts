import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 35: each groomer's first free slot for their cheapest motive, kept (decision 0074). A city
 * page sorts its thousand groomers by it; the engine runs only for a kept slot that is no longer
 * good (its time, the notice, midnight) and for the page's cards. Every write to what the slots
 * come from (bookings, holds, outside busy times, opening hours, holidays, closures, motives, the
 * groomer's settings) raises the groomer's `generation` and ends the kept slot's validity; a slot
 * computed meanwhile is written only if the generation it was read under is still the current one.
 */
/** Each source table, its groomer's column, and the columns whose change moves slots (null: any). */
const SOURCES: [table: string, groomer: string, columns: string[] | null][] = [
  // Not a visit's step, a reminder sent or a note: those leave the time taken as it was.
  ['appointments', 'groomer_id', ['status', 'start', 'end']],
  ['waitlist_holds', 'groomer_id', ['status', 'start', 'end', 'expires_at']],
  ['busy_times', 'groomer_id', ['start', 'end']],
  ['availabilities', 'groomer_id', null],
  ['unavailabilities', 'groomer_id', null],
  ['holidays', 'groomer_id', null],
  ['worked_public_holidays', 'groomer_id', null],
  ['motives', 'groomer_id', null],
  [
    'users',
    'id',
    [
      'timezone',
      'country',
      'holiday_region',
      'booking_delays_min_notice_minutes',
      'booking_delays_not_before_hour',
      'booking_delays_horizon_months',
      'online_booking',
      'booking_suspended',
    ],
  ],
]

const tuple = (row: 'OLD' | 'NEW', columns: string[]) => `(${columns.map((column) => `${row}."${column}"`).join(', ')})`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "groomer_first_free" (
    "groomer_id" integer PRIMARY KEY,
    "generation" integer NOT NULL DEFAULT 0,
    "duration" integer,
    "first_slot" jsonb,
    "valid_until" timestamp(3) with time zone NOT NULL DEFAULT '-infinity'
  );
  CREATE OR REPLACE FUNCTION "first_free_changed"(groomer integer) RETURNS void LANGUAGE sql AS $$
    INSERT INTO "groomer_first_free" ("groomer_id", "generation") SELECT groomer, 1 WHERE groomer IS NOT NULL
    ON CONFLICT ("groomer_id") DO UPDATE SET "generation" = "groomer_first_free"."generation" + 1, "valid_until" = '-infinity'
  $$;
  -- The groomer's column is the trigger's argument: one function for every source table.
  CREATE OR REPLACE FUNCTION "first_free_source_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM "first_free_changed"((to_jsonb(OLD) ->> TG_ARGV[0])::int); END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR (to_jsonb(OLD) ->> TG_ARGV[0]) IS DISTINCT FROM (to_jsonb(NEW) ->> TG_ARGV[0])) THEN
      PERFORM "first_free_changed"((to_jsonb(NEW) ->> TG_ARGV[0])::int);
    END IF;
    RETURN NULL;
  END $$;`)
  for (const [table, groomer, columns] of SOURCES) {
    const run = `EXECUTE FUNCTION "first_free_source_changed"('${groomer}')`
    const moved = [groomer, ...(columns ?? [])]
    const when = columns ? ` WHEN (${tuple('OLD', moved)} IS DISTINCT FROM ${tuple('NEW', moved)})` : ''
    await db.execute(
      sql.raw(`
    DROP TRIGGER IF EXISTS "${table}_first_free" ON "${table}";
    DROP TRIGGER IF EXISTS "${table}_first_free_updated" ON "${table}";
    CREATE TRIGGER "${table}_first_free" AFTER INSERT OR DELETE ON "${table}" FOR EACH ROW ${run};
    CREATE TRIGGER "${table}_first_free_updated" AFTER UPDATE ON "${table}" FOR EACH ROW${when} ${run};`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table] of SOURCES)
    await db.execute(
      sql.raw(`DROP TRIGGER IF EXISTS "${table}_first_free" ON "${table}";
      DROP TRIGGER IF EXISTS "${table}_first_free_updated" ON "${table}";`),
    )
  await db.execute(sql`
  DROP FUNCTION IF EXISTS "first_free_source_changed"();
  DROP FUNCTION IF EXISTS "first_free_changed"(integer);
  DROP TABLE IF EXISTS "groomer_first_free";`)
}
