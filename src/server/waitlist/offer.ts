import { sql } from '@payloadcms/db-postgres'
import { computeSlots, type Slot } from 'booking-engine'
import { DateTime } from 'luxon'

import { randomBytes } from 'node:crypto'

import { agendaLock } from '../busyTime/agendaLock'
import { blockedTimeOverlaps } from '../busyTime/blockedTime'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import { scheduleColumns, scheduleFromRow, type GroomerScheduleRow } from '../slots/groomerSchedule'
import { preparedSchedule } from '../slots/prepared'
import type { GroomerFields } from '../slots/schedules'
import { HOLD_MINUTES } from '../busyTime/heldTime'
import { type OfferedHold, tellHolder } from './messages'

type Range = { start: Date; end: Date }
type Busy = { start: string; end: string }
export type { OfferedHold }

type Waiting = { id: number; attendee: number; motive: number; duration: number; firstDay: string; lastDay: string }

const day = (at: Date, zone: string) => DateTime.fromJSDate(at, { zone }).toISODate() ?? ''
const overlaps = (a: { startMs: number; endMs: number }, b: Range) =>
  a.startMs < b.end.getTime() && a.endMs > b.start.getTime()

/** The first free slot for `waiting` inside the freed range (else the first that overlaps it), within their days. */
function firstFittingSlot(
  loaded: ReturnType<typeof scheduleFromRow>,
  busy: Busy[],
  waiting: Waiting,
  range: Range,
  zone: string,
  now: Date,
): Slot | null {
  const from = [day(range.start, zone), waiting.firstDay].sort()[1]!
  const to = [day(new Date(range.end.getTime() - 1), zone), waiting.lastDay].sort()[0]!
  if (from > to) return null
  const found = computeSlots({
    schedule: preparedSchedule(loaded.schedule),
    motive: { durationMinutes: waiting.duration },
    busy,
    now: now.getTime(),
    from,
    to,
  })
  const fitting = found.days.flatMap((day) => day.slots).filter((slot) => overlaps(slot, range))
  return (
    fitting.find((slot) => slot.startMs >= range.start.getTime() && slot.endMs <= range.end.getTime()) ??
    fitting[0] ??
    null
  )
}

/**
 * Offers time that just became free in a groomer's agenda (a cancellation, a refusal, an expiry,
 * a removed holiday, a hold that ran out) to the waiting list, and tells each new holder once the
 * holds are committed. Under the groomer's agenda lock, as bookings: holds that ran out are
 * marked expired and their time joins the freed time; then, range by range, subscribers in order
 * of subscription each get the first free slot of their motive that overlaps it, one slot per
 * subscriber at a time, until no slot fits. A subscriber is offered a given time once: when their
 * hold runs out, it passes to the next. Free slots are the engine's (opening hours, holidays,
 * blocked times, delays, bookings and active holds), and the insert re-checks bookings and blocked
 * times; the database refuses two active holds that overlap.
 */
export async function offerFreedTime(groomerId: number, freed: Range[], now = new Date()): Promise<OfferedHold[]> {
  const payload = await getPayloadClient()
  const offered = await payload.db.drizzle.transaction(async (tx) => {
    await tx.execute(agendaLock(groomerId))
    const swept = await tx.execute(sql`
      update "waitlist_holds" set "status" = 'expired', "ended_at" = "expires_at", "updated_at" = ${now.toISOString()}::timestamptz
      where "groomer_id" = ${groomerId} and "status" = 'active' and "expires_at" <= ${now.toISOString()}::timestamptz
      returning "start", "end"`)
    const ranges = [
      ...freed,
      ...(swept.rows as { start: string | Date; end: string | Date }[]).map((row) => ({
        start: new Date(row.start),
        end: new Date(row.end),
      })),
    ]
      .filter((range) => range.end > now)
      .sort((a, b) => a.start.getTime() - b.start.getTime())
    if (ranges.length === 0) return []
    const first = ranges[0]!.start.toISOString()
    const last = new Date(Math.max(...ranges.map((range) => range.end.getTime()))).toISOString()

    const read = await tx.execute(sql`
      select json_build_object('id', u."id", 'timezone', u."timezone", 'country', u."country", 'holidayRegion', u."holiday_region",
        'bookingDelays', json_build_object('minNoticeMinutes', u."booking_delays_min_notice_minutes"::float8,
          'notBeforeHour', u."booking_delays_not_before_hour"::float8, 'horizonMonths', u."booking_delays_horizon_months"::float8)) as "groomer",
        ${scheduleColumns(groomerId, { from: now })}
      from "users" u where u."id" = ${groomerId} and u."published" and coalesce(u."online_booking", true)`)
    const row = read.rows[0] as (GroomerScheduleRow & { groomer: GroomerFields }) | undefined
    if (!row) return []
    const zone = row.groomer.timezone || 'Europe/Paris'
    const loaded = scheduleFromRow(row.groomer, row)

    const waiting = (
      await tx.execute(sql`
        select s."id", s."attendee_id" as "attendee", s."motive_id" as "motive", m."duration"::float8 as "duration", s."first_day" as "firstDay", s."last_day" as "lastDay"
        from "waitlist_subscriptions" s join "motives" m on m."id" = s."motive_id" and m."groomer_id" = s."groomer_id" and coalesce(m."bookable_online", true)
        where s."groomer_id" = ${groomerId} and s."status" = 'waiting'
          and s."last_day" >= ${day(new Date(first), zone)} and s."first_day" <= ${day(new Date(last), zone)}
          and not exists(select 1 from "waitlist_holds" h where h."subscription_id" = s."id" and h."status" = 'active')
        order by s."created_at", s."id"`)
    ).rows as Waiting[]
    if (waiting.length === 0) return []
    // Who was already offered which time: a subscriber gets a given time once.
    const past = (
      await tx.execute(sql`
        select "subscription_id" as "subscription", "start", "end" from "waitlist_holds"
        where "groomer_id" = ${groomerId} and "subscription_id" is not null and "start" < ${last}::timestamptz and "end" > ${first}::timestamptz`)
    ).rows.map((hold) => ({
      subscription: Number(hold.subscription),
      startMs: new Date(hold.start as string).getTime(),
      endMs: new Date(hold.end as string).getTime(),
    }))

    const busy: Busy[] = [...loaded.busy]
    const served = new Set<number>()
    const holds: OfferedHold[] = []
    const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString()
    for (const range of ranges) {
      for (const subscriber of waiting) {
        if (
          served.has(subscriber.id) ||
          past.some((hold) => hold.subscription === subscriber.id && overlaps(hold, range))
        )
          continue
        const slot = firstFittingSlot(loaded, busy, subscriber, range, zone, now)
        if (!slot) continue
        const span = { start: new Date(slot.startMs), end: new Date(slot.endMs) }
        const token = randomBytes(24).toString('base64url')
        // The slot is re-checked against bookings and blocked times written before the lock was taken.
        const inserted = await tx.execute(sql`
          insert into "waitlist_holds" ("token", "subscription_id", "groomer_id", "attendee_id", "motive_id", "start", "end", "expires_at", "status", "updated_at", "created_at")
          select ${token}, ${subscriber.id}::int, ${groomerId}::int, ${subscriber.attendee}::int, ${subscriber.motive}::int, ${span.start.toISOString()}::timestamptz,
            ${span.end.toISOString()}::timestamptz, ${expiresAt}::timestamptz, 'active', now(), now()
          where not ${blockedTimeOverlaps(groomerId, span)}
            and not exists(select 1 from "appointments" a where a."groomer_id" = ${groomerId} and a."status" in ('pending', 'confirmed')
              and a."start" < ${span.end.toISOString()}::timestamptz and a."end" > ${span.start.toISOString()}::timestamptz)
          returning "id"`)
        if (inserted.rows.length === 0) continue
        served.add(subscriber.id)
        busy.push({ start: span.start.toISOString(), end: span.end.toISOString() })
        holds.push({
          id: Number(inserted.rows[0]!.id),
          token,
          subscription: subscriber.id,
          attendee: subscriber.attendee,
          groomer: groomerId,
          motive: subscriber.motive,
          start: span.start.toISOString(),
          end: span.end.toISOString(),
          expiresAt,
        })
      }
    }
    return holds
  })
  for (const hold of offered) {
    try {
      await tellHolder(hold)
    } catch (error) {
      // The hold stands (at most one message per hold); the owner also finds it in their space.
      log('error', 'waiting-list holder not told', { hold: hold.id, error })
    }
  }
  return offered
}

/** The same, never throwing: freeing time must not fail because of the waiting list. */
export async function offerFreedTimeQuietly(
  groomerId: number,
  freed: Range[],
  now = new Date(),
): Promise<OfferedHold[]> {
  try {
    return await offerFreedTime(groomerId, freed, now)
  } catch (error) {
    log('error', 'waiting list not offered the freed time', { groomer: groomerId, error })
    return []
  }
}
