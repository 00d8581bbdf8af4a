import { sql } from '@payloadcms/db-postgres'

import { getPayloadClient } from '../payload'
import { LATE_DAYS, SEARCH_DAYS } from './dueDate'

/** A pet's last visit to a groomer, with the rhythms that may apply to it. */
export type LastVisit = {
  appointmentId: number
  attendeeId: number
  groomerId: number
  /** The pet's name as compared (trimmed, lower case): appointments name their pet, they do not link it. */
  petKey: string
  petName: string
  start: string
  motiveId: number
  motiveTitle: string
  duration: number
  ownerRhythm: number | null
  folderRhythm: number | null
  motiveRhythm: number | null
}

/** The longest rhythm, the latest due date moved by holidays, and the days a reminder stays sendable. */
const LOOKBACK = '18 months'
/**
 * A visit's rhythm has come round when its day plus the rhythm (the due date before it moves past
 * closed days, by SEARCH_DAYS at most) is today or before, and not so long ago that the reminder
 * would be too late (LATE_DAYS): only those are read further (a day of slack for the zones).
 */
const DUE_WINDOW_DAYS = LATE_DAYS + SEARCH_DAYS + 2

/** The pet's rhythm: the owner's own, else the groomer's in the customer folder, else the motive's suggestion. */
export const rhythmOf = (visit: Pick<LastVisit, 'ownerRhythm' | 'folderRhythm' | 'motiveRhythm'>): number | null =>
  visit.ownerRhythm ?? visit.folderRhythm ?? visit.motiveRhythm

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/**
 * Each pet's last finished visit per owner and groomer, for owners who keep their reminders on and
 * have nothing booked ahead with that groomer (pending or confirmed), when its rhythm has come
 * round lately (DUE_WINDOW_DAYS): the others are not due, and the due date of each (the engine
 * over 120 days) was the job's cost at market size. System read: the job acts
 * for no one; only the owner of each pet is written to.
 */
export async function lastVisits(now: Date): Promise<LastVisit[]> {
  const payload = await getPayloadClient()
  const at = now.toISOString()
  const { rows } = await payload.db.drizzle.execute(sql`
    select * from (
    with pets as (
      -- One row per pet: a several-pets visit's lines, else the appointment's own pet and motive.
      select a."id", a."attendee_id", a."groomer_id", a."status", a."visit_status", a."start",
        coalesce(l."pet_name", a."pet_name") as "pet_name", coalesce(l."motive_id", a."motive_id") as "motive_id"
      from "appointments" a left join "appointments_lines" l on l."_parent_id" = a."id"
    ),
    visits as (
      select distinct on (a."attendee_id", a."groomer_id", lower(trim(a."pet_name")))
        a."id", a."attendee_id", a."groomer_id", lower(trim(a."pet_name")) as "pet_key", trim(a."pet_name") as "pet_name", a."start", a."motive_id"
      from pets a
      where a."status" = 'confirmed' and a."visit_status" = 'finished' and a."attendee_id" is not null and a."motive_id" is not null
        and coalesce(trim(a."pet_name"), '') <> '' and a."start" > ${at}::timestamptz - interval '${sql.raw(LOOKBACK)}'
      order by a."attendee_id", a."groomer_id", lower(trim(a."pet_name")), a."start" desc
    )
    select v.*, m."title" as "motive_title", m."duration", m."rhythm_weeks" as "motive_rhythm",
      (select p."rhythm_weeks" from "attendees_pets" p where p."_parent_id" = v."attendee_id" and lower(trim(p."name")) = v."pet_key" and p."rhythm_weeks" is not null order by p."_order" limit 1) as "owner_rhythm",
      (select p."rhythm_weeks" from "customer_folders_pets" p join "customer_folders" f on f."id" = p."_parent_id"
        where f."groomer_id" = v."groomer_id" and f."attendee_id" = v."attendee_id" and lower(trim(p."name")) = v."pet_key" and p."rhythm_weeks" is not null
        order by f."id", p."_order" limit 1) as "folder_rhythm"
    from visits v
    join "attendees" t on t."id" = v."attendee_id"
    join "motives" m on m."id" = v."motive_id"
    where t."rebooking_reminders" is not false
      and not exists (
        select 1 from "appointments" f
        where f."attendee_id" = v."attendee_id" and f."groomer_id" = v."groomer_id" and f."status" in ('pending', 'confirmed') and f."start" > ${at}::timestamptz
      )
    ) c
    where c."start" + coalesce(c."owner_rhythm", c."folder_rhythm", c."motive_rhythm") * interval '1 week'
      between ${at}::timestamptz - interval '${sql.raw(String(DUE_WINDOW_DAYS))} days' and ${at}::timestamptz + interval '1 day'`)
  return rows.map((row) => ({
    appointmentId: Number(row.id),
    attendeeId: Number(row.attendee_id),
    groomerId: Number(row.groomer_id),
    petKey: String(row.pet_key),
    petName: String(row.pet_name),
    start: new Date(row.start as string).toISOString(),
    motiveId: Number(row.motive_id),
    motiveTitle: String(row.motive_title),
    duration: Number(row.duration),
    ownerRhythm: num(row.owner_rhythm),
    folderRhythm: num(row.folder_rhythm),
    motiveRhythm: num(row.motive_rhythm),
  }))
}
