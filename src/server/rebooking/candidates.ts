import { sql } from '@payloadcms/db-postgres'

import { numberOrNull } from '../db/columns'
import type { Statement as SQL } from '../db/queryText'
import { iso } from '../slots/groomerSchedule'
import { getPayloadClient } from '../payload'
import { LATE_DAYS, SEARCH_DAYS } from './dueDate'

/**
 * The rebooking reminders' table (decision 0073): `rebooking_due` holds each pet's last finished
 * visit per owner and groomer and when to look at it again (`remind_at`, null once settled).
 * Triggers mark the owner and groomer of every write that can change a row in `rebooking_dirty`
 * (migration 20261130_010000); `refreshDueRows` recomputes those pairs; `dueVisits` reads what
 * has come round. So the hourly run reads what is due, not eighteen months of visits.
 */

/** A pet's last visit to a groomer, with its rhythm, as the job reads it when its moment comes. */
export type DueVisit = {
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
  rhythmWeeks: number | null
  /** The row's moment (UTC ISO), the order of the job's walk. */
  remindAt: string
  /** The owner turned the reminders off. */
  optedOut: boolean
  /** An appointment with that groomer is ahead (pending or confirmed). */
  bookedAhead: boolean
}

/** Visits older than this are never reminded (the longest rhythm is 52 weeks). */
const LOOKBACK = '18 months'
/**
 * A row whose moment is older than this is let go: its due date (moved past closed days by
 * SEARCH_DAYS at most) is more than LATE_DAYS behind (a day of slack for the zones).
 */
export const DUE_WINDOW_DAYS = LATE_DAYS + SEARCH_DAYS + 2
/** Pairs recomputed per statement. */
const REFRESH_BATCH = 5_000

/** The pet's rhythm: the owner's own, else the groomer's in the customer folder, else the motive's suggestion. */
export const rhythmOf = (visit: {
  ownerRhythm: number | null
  folderRhythm: number | null
  motiveRhythm: number | null
}): number | null => visit.ownerRhythm ?? visit.folderRhythm ?? visit.motiveRhythm

/** The owner's own rhythm for the pet (their first pet of that name that has one). */
export const ownerRhythmSql = (attendee: SQL, petKey: SQL) => sql`(select p."rhythm_weeks" from "attendees_pets" p
  where p."_parent_id" = ${attendee} and lower(trim(p."name")) = ${petKey} and p."rhythm_weeks" is not null order by p."_order" limit 1)`

/** The groomer's rhythm for the pet in their customer folder of that owner. */
export const folderRhythmSql = (groomer: SQL, attendee: SQL, petKey: SQL) => sql`(select p."rhythm_weeks"
  from "customer_folders_pets" p join "customer_folders" f on f."id" = p."_parent_id"
  where f."groomer_id" = ${groomer} and f."attendee_id" = ${attendee} and lower(trim(p."name")) = ${petKey} and p."rhythm_weeks" is not null
  order by f."id", p."_order" limit 1)`

/**
 * Recomputes the rows of up to REFRESH_BATCH marked pairs in one statement: each pet's last
 * finished visit (a several-pets visit's lines count each pet) with its rhythm, and the first
 * moment to look at it: the rhythm's day (from the visit's UTC day, a day early for the zones
 * behind UTC) at 09:00 in the zone furthest ahead, so never after the groomer's own 09:00; the
 * job then computes the exact day. A pet without a finished visit any more loses its row.
 * Answers how many pairs were taken (skipped while another run holds them).
 */
export async function refreshDueRowsOnce(now: Date): Promise<number> {
  const payload = await getPayloadClient()
  const at = now.toISOString()
  const { rows } = await payload.db.drizzle.execute(sql`
    with pairs as (
      delete from "rebooking_dirty" d
      using (select "attendee_id", "groomer_id" from "rebooking_dirty" limit ${REFRESH_BATCH} for update skip locked) s
      where d."attendee_id" = s."attendee_id" and d."groomer_id" = s."groomer_id"
      returning d."attendee_id", d."groomer_id"
    ),
    pets as (
      select a."id", a."attendee_id", a."groomer_id", a."start",
        coalesce(l."pet_name", a."pet_name") as "pet_name", coalesce(l."motive_id", a."motive_id") as "motive_id"
      from pairs p
      join "appointments" a on a."attendee_id" = p."attendee_id" and a."groomer_id" = p."groomer_id"
      left join "appointments_lines" l on l."_parent_id" = a."id"
      where a."status" = 'confirmed' and a."visit_status" = 'finished' and a."start" > ${at}::timestamptz - interval '${sql.raw(LOOKBACK)}'
    ),
    visits as (
      select distinct on (v."attendee_id", v."groomer_id", lower(trim(v."pet_name")))
        v."id", v."attendee_id", v."groomer_id", lower(trim(v."pet_name")) as "pet_key", trim(v."pet_name") as "pet_name", v."start", v."motive_id"
      from pets v
      where v."motive_id" is not null and coalesce(trim(v."pet_name"), '') <> ''
      order by v."attendee_id", v."groomer_id", lower(trim(v."pet_name")), v."start" desc
    ),
    fresh as (
      select v.*, round(coalesce(
        ${ownerRhythmSql(sql`v."attendee_id"`, sql`v."pet_key"`)},
        ${folderRhythmSql(sql`v."groomer_id"`, sql`v."attendee_id"`, sql`v."pet_key"`)},
        m."rhythm_weeks"))::int as "rhythm_weeks"
      from visits v join "motives" m on m."id" = v."motive_id"
    ),
    removed as (
      delete from "rebooking_due" d using pairs p
      where d."attendee_id" = p."attendee_id" and d."groomer_id" = p."groomer_id"
        and not exists (select 1 from fresh f where f."attendee_id" = d."attendee_id" and f."groomer_id" = d."groomer_id" and f."pet_key" = d."pet_key")
    ),
    written as (
      insert into "rebooking_due" ("attendee_id", "groomer_id", "pet_key", "pet_name", "appointment_id", "start", "motive_id", "rhythm_weeks", "remind_at")
      select f."attendee_id", f."groomer_id", f."pet_key", f."pet_name", f."id", f."start", f."motive_id", f."rhythm_weeks",
        case when f."rhythm_weeks" > 0
          then (((f."start" at time zone 'UTC')::date + f."rhythm_weeks" * 7 - 2) + time '19:00') at time zone 'UTC' end
      from fresh f
      on conflict ("attendee_id", "groomer_id", "pet_key") do update set
        "pet_name" = excluded."pet_name", "appointment_id" = excluded."appointment_id", "start" = excluded."start",
        "motive_id" = excluded."motive_id", "rhythm_weeks" = excluded."rhythm_weeks", "remind_at" = excluded."remind_at"
    )
    select count(*)::int as "pairs" from pairs`)
  return Number(rows[0]?.pairs ?? 0)
}

/** Recomputes every marked pair (the job's first step; the market's seed after its import). */
export async function refreshDueRows(now: Date): Promise<number> {
  let total = 0
  for (;;) {
    const taken = await refreshDueRowsOnce(now)
    total += taken
    if (taken < REFRESH_BATCH) return total
  }
}

/** Rows read per statement. */
export const DUE_BATCH = 1_000

/** Where a batch of due rows ends: the next one starts after it. */
export type DueCursor = Pick<DueVisit, 'remindAt' | 'attendeeId' | 'groomerId' | 'petKey'>

/**
 * Up to DUE_BATCH rows whose moment has come (and not so long ago that the reminder would be too
 * late), in the order of their moments, after `cursor`. An ordered walk of the partial index with a
 * LIMIT, each row's motive and owner read by key: the plan stays the same whatever the table's
 * statistics say (a hash join over every motive and owner cost a second at market size), and the
 * walk marks the index entries of settled rows dead for the next runs.
 */
export async function dueVisits(now: Date, cursor?: DueCursor): Promise<DueVisit[]> {
  const payload = await getPayloadClient()
  const at = now.toISOString()
  const after = cursor
    ? sql`and (r."remind_at", r."attendee_id", r."groomer_id", r."pet_key") > (${cursor.remindAt}::timestamptz, ${cursor.attendeeId}::int, ${cursor.groomerId}::int, ${cursor.petKey}::varchar)`
    : sql``
  const { rows } = await payload.db.drizzle.execute(sql`
    select r."appointment_id", r."attendee_id", r."groomer_id", r."pet_key", r."pet_name", r."start", r."motive_id", r."rhythm_weeks",
      ${iso('r."remind_at"')} as "remind_at", m."title" as "motive_title", m."duration", t."opted_out",
      exists (
        select 1 from "appointments" f
        where f."attendee_id" = r."attendee_id" and f."groomer_id" = r."groomer_id" and f."status" in ('pending', 'confirmed') and f."start" > ${at}::timestamptz
      ) as "booked_ahead"
    from (
      select * from "rebooking_due" r
      where r."remind_at" <= ${at}::timestamptz and r."remind_at" > ${at}::timestamptz - interval '${sql.raw(String(DUE_WINDOW_DAYS))} days' ${after}
      order by r."remind_at", r."attendee_id", r."groomer_id", r."pet_key" limit ${DUE_BATCH}
    ) r
    cross join lateral (select m."title", m."duration" from "motives" m where m."id" = r."motive_id") m
    cross join lateral (select t."rebooking_reminders" is false as "opted_out" from "attendees" t where t."id" = r."attendee_id") t
    order by r."remind_at", r."attendee_id", r."groomer_id", r."pet_key"`)
  return rows.map((row) => ({
    appointmentId: Number(row.appointment_id),
    attendeeId: Number(row.attendee_id),
    groomerId: Number(row.groomer_id),
    petKey: String(row.pet_key),
    petName: String(row.pet_name),
    start: new Date(row.start as string).toISOString(),
    motiveId: Number(row.motive_id),
    motiveTitle: String(row.motive_title),
    duration: Number(row.duration),
    rhythmWeeks: numberOrNull(row.rhythm_weeks),
    remindAt: String(row.remind_at),
    optedOut: row.opted_out === true,
    bookedAhead: row.booked_ahead === true,
  }))
}

/** When each row is to be looked at again (null: settled until something changes it). */
export async function writeNextLooks(looks: { visit: DueVisit; at: Date | null }[]): Promise<void> {
  if (looks.length === 0) return
  const payload = await getPayloadClient()
  const next = looks.map(({ visit, at }) => ({
    attendee_id: visit.attendeeId,
    groomer_id: visit.groomerId,
    pet_key: visit.petKey,
    at: at?.toISOString() ?? null,
  }))
  await payload.db.drizzle.execute(sql`
    update "rebooking_due" r set "remind_at" = n."at"
    from jsonb_to_recordset(${JSON.stringify(next)}::jsonb) as n("attendee_id" int, "groomer_id" int, "pet_key" varchar, "at" timestamptz)
    where r."attendee_id" = n."attendee_id" and r."groomer_id" = n."groomer_id" and r."pet_key" = n."pet_key"`)
}

/** Rows whose moment is past the window are let go (kept out of the index's range). */
export async function settleTooLate(now: Date): Promise<void> {
  const payload = await getPayloadClient()
  await payload.db.drizzle.execute(sql`
    update "rebooking_due" set "remind_at" = null
    where "remind_at" <= ${now.toISOString()}::timestamptz - interval '${sql.raw(String(DUE_WINDOW_DAYS))} days'`)
}
