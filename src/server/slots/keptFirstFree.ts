import { sql } from '@payloadcms/db-postgres'
import type { Slot } from 'booking-engine'
import { DateTime } from 'luxon'

import { preparedRows } from '../db/prepared'
import { readingFromPrimary } from '../db/readReplica'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import { firstFreeSlotsIn, loadSlotInputs, type MotiveRef, type SlotInputs } from '.'

type GroomerRef = Parameters<typeof loadSlotInputs>[0][number]
type Request = GroomerRef & { motive: MotiveRef }

/** A groomer without a free slot in the directory's horizon is looked at again this often (the horizon moves on). */
const NONE_RECHECK_MS = 15 * 60_000

type Kept = { generation: number; duration: number | null; slot: Slot | null; valid: boolean }
type SlotInput = SlotInputs extends Map<number, infer Input> ? Input : never

/**
 * How long a slot found at `now` stays the groomer's first free one when nothing they wrote
 * changes (decision 0074): until the notice makes it too close, until the groomer's midnight
 * (tomorrow's "not before" hour moves), until a waiting-list hold on their time expires; without
 * a slot, a quarter of an hour (the booking horizon moves forward all the time).
 */
export function validUntil(slot: Slot | null, input: SlotInput, now: Date, holdExpiry: Date | null): Date {
  const zone = input.schedule.timezone ?? 'Europe/Paris'
  const candidates = holdExpiry ? [holdExpiry.getTime()] : []
  if (slot) {
    const notice = (input.schedule.delays?.minNoticeMinutes ?? 0) * 60_000
    candidates.push(
      slot.startMs - notice,
      DateTime.fromJSDate(now).setZone(zone).plus({ days: 1 }).startOf('day').toMillis(),
    )
  } else candidates.push(now.getTime() + NONE_RECHECK_MS)
  // A zone the clock library does not know gives no midnight (NaN): the other bounds decide.
  const bounds = candidates.filter(Number.isFinite)
  return new Date(bounds.length ? Math.min(...bounds) : now.getTime() + NONE_RECHECK_MS)
}

async function readKept(ids: number[], now: Date): Promise<Map<number, Kept>> {
  const rows = await preparedRows(sql`
    select "groomer_id", "generation", "duration", "first_slot", "valid_until" > ${now.toISOString()}::timestamptz as "valid"
    from "groomer_first_free" where "groomer_id" = any(${sql.param(ids)}::int[])`)
  return new Map(
    rows.map((row) => [
      Number(row.groomer_id),
      {
        generation: Number(row.generation),
        duration: row.duration === null ? null : Number(row.duration),
        slot: (row.first_slot as Slot | null) ?? null,
        valid: row.valid === true,
      },
    ]),
  )
}

/** The earliest expiry of each groomer's active waiting-list holds. */
async function holdExpiries(ids: number[], now: Date): Promise<Map<number, Date>> {
  const rows = await preparedRows(sql`
    select "groomer_id", min("expires_at") as "at" from "waitlist_holds"
    where "groomer_id" = any(${sql.param(ids)}::int[]) and "status" = 'active' and "expires_at" > ${now.toISOString()}::timestamptz
    group by "groomer_id"`)
  return new Map(rows.map((row) => [Number(row.groomer_id), new Date(row.at as string)]))
}

/**
 * Keeps what was computed, each row only if no change was written since it was read (its
 * generation is still the one read; a groomer never kept is written only if still absent). On the
 * primary, whatever the reader's database; a failure only costs the next reader the engine.
 */
async function keep(found: { id: number; generation: number; duration: number; slot: Slot | null; until: Date }[]) {
  if (found.length === 0) return
  const rows = found.map((row) => ({
    groomer_id: row.id,
    generation: row.generation,
    duration: row.duration,
    first_slot: row.slot,
    valid_until: row.until.toISOString(),
  }))
  try {
    const payload = await getPayloadClient()
    await readingFromPrimary(() =>
      payload.db.drizzle.execute(sql`
        insert into "groomer_first_free" ("groomer_id", "generation", "duration", "first_slot", "valid_until")
        select n."groomer_id", n."generation", n."duration", n."first_slot", n."valid_until"
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as n("groomer_id" int, "generation" int, "duration" int, "first_slot" jsonb, "valid_until" timestamptz)
        on conflict ("groomer_id") do update set "duration" = excluded."duration", "first_slot" = excluded."first_slot",
          "valid_until" = excluded."valid_until"
        where "groomer_first_free"."generation" = excluded."generation"`),
    )
  } catch (error) {
    log('warn', 'first free slots not kept', { groomers: found.length, error })
  }
}

/**
 * Each groomer's first free slot for their preferred motive within the directory's horizon, as
 * `firstFreeSlotsIn` finds it, from the kept ones where still good: the engine runs only for the
 * others (a change since, a slot too close now, a new day), whose results are kept in turn. The
 * motive is asked of `motivesOf` for those others only (a groomer without one has no slot): a kept
 * slot was found for the motive the groomer had then, and any write to their motives ended its
 * validity (the motives' trigger), so a city page of a thousand groomers reads a few motives, not four thousand.
 */
export async function keptFirstFreeSlots(
  groomers: GroomerRef[],
  now: Date,
  motivesOf: (ids: number[]) => Promise<Map<number, MotiveRef>>,
): Promise<Map<number, Slot | null>> {
  const result = new Map<number, Slot | null>()
  if (groomers.length === 0) return result
  const kept = await readKept(
    groomers.map((g) => g.id),
    now,
  )
  const stale = groomers.filter((g) => {
    const row = kept.get(g.id)
    if (!row?.valid || row.duration === null) return true
    result.set(g.id, row.slot)
    return false
  })
  if (stale.length === 0) return result
  const motives = await motivesOf(stale.map((g) => g.id))
  const requests: Request[] = stale.flatMap((g) => {
    const motive = motives.get(g.id)
    return motive ? [{ ...g, motive }] : []
  })
  if (requests.length === 0) return result
  const ids = requests.map((g) => g.id)
  const [inputs, holds] = await Promise.all([loadSlotInputs(requests, now), holdExpiries(ids, now)])
  const found = firstFreeSlotsIn(inputs, requests, now)
  const toKeep = requests.flatMap((g) => {
    const slot = found.get(g.id) ?? null
    result.set(g.id, slot)
    const input = inputs.get(g.id)
    if (!input) return []
    return [
      {
        id: g.id,
        generation: kept.get(g.id)?.generation ?? 0,
        duration: g.motive.durationMinutes,
        slot,
        until: validUntil(slot, input, now, holds.get(g.id) ?? null),
      },
    ]
  })
  await keep(toKeep)
  return result
}
