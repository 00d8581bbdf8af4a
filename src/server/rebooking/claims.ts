import { sql } from '@payloadcms/db-postgres'

import { getPayloadClient } from '../payload'

export type ReminderChannel = 'email' | 'sms'
export type ReminderKey = { attendeeId: number; groomerId: number; petKey: string; dueDate: string }

/**
 * Takes the right to send a pet's reminder on one channel for one due date: whoever inserts the
 * row first (a worker, another instance, a run after a restart) sends it; every other caller finds it taken.
 */
export async function claimReminder(key: ReminderKey, channel: ReminderChannel): Promise<boolean> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    insert into "rebooking_reminders" ("attendee_id", "groomer_id", "pet_key", "due_date", "channel")
    values (${key.attendeeId}, ${key.groomerId}, ${key.petKey}, ${key.dueDate}::date, ${channel})
    on conflict do nothing returning "attendee_id"`)
  return rows.length === 1
}

/** A send that failed for a passing reason gives its claim back: the next run tries again. */
export async function releaseReminder(key: ReminderKey, channel: ReminderChannel): Promise<void> {
  const payload = await getPayloadClient()
  await payload.db.drizzle.execute(sql`
    delete from "rebooking_reminders"
    where "attendee_id" = ${key.attendeeId} and "groomer_id" = ${key.groomerId} and "pet_key" = ${key.petKey} and "due_date" = ${key.dueDate}::date and "channel" = ${channel}`)
}

/**
 * Whether the pet was already reminded on this channel for a due date after `lastVisitDay`: when a
 * holiday added later moves the due date, the owner is not told twice about the same visit.
 */
export async function remindedSince(
  key: ReminderKey,
  channel: ReminderChannel,
  lastVisitDay: string,
): Promise<boolean> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    select 1 from "rebooking_reminders"
    where "attendee_id" = ${key.attendeeId} and "groomer_id" = ${key.groomerId} and "pet_key" = ${key.petKey} and "channel" = ${channel}
      and "due_date" > ${lastVisitDay}::date and "due_date" <> ${key.dueDate}::date
    limit 1`)
  return rows.length > 0
}
