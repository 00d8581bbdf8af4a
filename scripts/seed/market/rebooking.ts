import type pg from 'pg'

/** The rebooking reminders' triggers fired row by row or on whole statements of the import (migration 20261130_010000). */
const TRIGGERS = [
  ['appointments', 'appointments_rebooking_inserted'],
  ['attendees_pets', 'attendees_pets_rebooking'],
  ['customer_folders_pets', 'customer_folders_pets_rebooking'],
  ['holidays', 'holidays_rebooking'],
] as const

/**
 * Runs the import with the rebooking reminders' marking triggers off (ten million appointments
 * through a statement trigger's transition table, or a row trigger per pet, cost minutes), then
 * marks every owner and groomer with a finished visit once: the job's next run makes their rows.
 */
export async function withRebookingMarkedOnce(db: pg.Client, work: () => Promise<void>): Promise<void> {
  for (const [table, trigger] of TRIGGERS) await db.query(`alter table "${table}" disable trigger "${trigger}"`)
  await work()
  for (const [table, trigger] of TRIGGERS) await db.query(`alter table "${table}" enable trigger "${trigger}"`)
  await db.query(`
    insert into "rebooking_dirty" ("attendee_id", "groomer_id")
    select distinct "attendee_id", "groomer_id" from "appointments"
    where "status" = 'confirmed' and "visit_status" = 'finished' and "attendee_id" is not null and "groomer_id" is not null
      and "start" > now() - interval '18 months'
    on conflict do nothing`)
}
