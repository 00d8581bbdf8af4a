import type pg from 'pg'

/**
 * The triggers that keep derived tables in step, fired row by row or on whole statements of the
 * import: the rebooking reminders' marks (migration 20261130_010000) and the kept first free
 * slots (20261130_020000).
 */
const TRIGGERS = [
  ['appointments', 'appointments_rebooking_inserted'],
  ['attendees_pets', 'attendees_pets_rebooking'],
  ['customer_folders_pets', 'customer_folders_pets_rebooking'],
  ['holidays', 'holidays_rebooking'],
  ...[
    'appointments',
    'availabilities',
    'holidays',
    'motives',
    'users',
    'unavailabilities',
    'worked_public_holidays',
  ].flatMap((table) => [
    [table, `${table}_first_free`],
    [table, `${table}_first_free_updated`],
  ]),
] as const

/**
 * Runs the import with those triggers off (ten million appointments through a statement
 * trigger's transition table, or a row trigger each, cost minutes), then does once what they
 * would have done: every owner and groomer with a finished visit marked for the rebooking job,
 * every kept first free slot ended.
 */
export async function withDerivedTablesAfter(db: pg.Client, work: () => Promise<void>): Promise<void> {
  for (const [table, trigger] of TRIGGERS) await db.query(`alter table "${table}" disable trigger "${trigger}"`)
  await work()
  for (const [table, trigger] of TRIGGERS) await db.query(`alter table "${table}" enable trigger "${trigger}"`)
  await db.query(`
    insert into "rebooking_dirty" ("attendee_id", "groomer_id")
    select distinct "attendee_id", "groomer_id" from "appointments"
    where "status" = 'confirmed' and "visit_status" = 'finished' and "attendee_id" is not null and "groomer_id" is not null
      and "start" > now() - interval '18 months'
    on conflict do nothing`)
  await db.query(`update "groomer_first_free" set "generation" = "generation" + 1, "valid_until" = '-infinity'`)
}
