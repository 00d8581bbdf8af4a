import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import { rollUpClosedDays } from './closedDays'
import { adminListLink, type ListWhere } from './listLinks'

/** The marketplace's days: bookings are grouped by day in Paris time, whatever the groomer's zone. */
export const DASHBOARD_ZONE = 'Europe/Paris'
/** The dashboard's window: today and the 29 days before (Paris), 30 bars. */
export const DASHBOARD_DAYS = 30
export const TOP_CITIES = 5

export type DayBookings = { day: string; bookings: number; link: string }
export type CityBookings = { id: number; name: string; bookings: number; link: string }
export type Figure = { count: number; link: string }
export type AgedFigure = Figure & { oldestHours: number | null }

/**
 * What an admin runs the marketplace on. "Bookings" are the appointments created in the window
 * (any status, online or typed by a groomer), by the day they were made; a cancellation counts on
 * the day it happened (the day it was last changed when an admin cancelled it by hand, with no date).
 */
export type AdminDashboardFigures = {
  since: Date
  days: DayBookings[]
  bookings: Figure
  awaitingValidation: AgedFigure
  cancellations: Figure
  newGroomers: Figure
  topCities: CityBookings[]
  failedMessages: Figure
  brokenCalendars: AgedFigure
  /** Money the groomers recorded at pick-up in the window (« Encaisser »): their notes, refunds taken off. */
  cashed: CashedFigures
}

/** Cents, from the notes themselves; `averageCents` null before the first note. */
export type CashedFigures = { notes: number; totalCents: number; tipCents: number; averageCents: number | null }

type Row = {
  days: { day: string; bookings: number }[]
  pending: number
  oldest_pending: string | Date | null
  cancelled: number
  new_groomers: number
  cities: { id: number; name: string; bookings: number }[]
  failed: number
  broken: number
  oldest_broken: string | Date | null
  cashed: { notes: number; total_cents: number | string; tip_cents: number | string }
}

const hoursSince = (now: Date, value: string | Date | null) =>
  value === null ? null : Math.max(0, Math.floor((now.getTime() - new Date(value).getTime()) / 3_600_000))

/** The window's first instant: midnight in Paris, 29 days before today. */
export function dashboardSince(now: Date): DateTime {
  return DateTime.fromJSDate(now, { zone: DASHBOARD_ZONE })
    .startOf('day')
    .minus({ days: DASHBOARD_DAYS - 1 })
}

const createdBetween = (from: DateTime, to?: DateTime): ListWhere[] => [
  { createdAt: { greater_than_equal: from.toUTC().toISO() ?? '' } },
  ...(to ? [{ createdAt: { less_than: to.toUTC().toISO() ?? '' } }] : []),
]

/**
 * The dashboard's figures in one read: an aggregate per table, each on an index (created_at,
 * status), the closed days' bookings and notes from their sums (closedDays.ts). `payload` comes
 * from the caller (the admin dashboard is rendered by Payload); admins only.
 */
export async function adminDashboardFigures(payload: Payload, now = new Date()): Promise<AdminDashboardFigures> {
  const start = dashboardSince(now)
  const since = start.toUTC().toISO() ?? ''
  const firstDay = start.toISODate() ?? ''
  const today = DateTime.fromJSDate(now, { zone: DASHBOARD_ZONE }).toISODate() ?? ''
  const lastClosed = await rollUpClosedDays(payload, firstDay, today, DASHBOARD_ZONE)
  // Bookings and notes: the closed days' sums, then live from the first day not summed (today).
  const liveStart = lastClosed ? DateTime.fromISO(lastClosed, { zone: DASHBOARD_ZONE }).plus({ days: 1 }) : start
  const liveDay = liveStart.toISODate() ?? ''
  const liveSince = liveStart.toUTC().toISO() ?? ''
  const { rows } = await payload.db.drizzle.execute(sql`
    with "closed" as (
      select * from "dashboard_days" where "day" >= ${firstDay}::date and "day" < ${liveDay}::date
    ),
    "recent" as (
      select "created_at", "groomer_id" from "appointments" where "created_at" >= ${liveSince}::timestamptz
    )
    select
      (select coalesce(json_agg(d), '[]') from (
        select to_char("created_at" at time zone ${DASHBOARD_ZONE}, 'YYYY-MM-DD') as "day", count(*)::int as "bookings" from "recent" group by 1
        union all
        select to_char("day", 'YYYY-MM-DD'), "bookings" from "closed"
      ) d) as "days",
      (select count(*)::int from "appointments" where "status" = 'pending') as "pending",
      (select min("created_at") from "appointments" where "status" = 'pending') as "oldest_pending",
      (select count(*)::int from "appointments" where "status" = 'cancelled'
        and coalesce("cancelled_at", "updated_at") >= ${since}::timestamptz) as "cancelled",
      (select count(*)::int from "users" where "created_at" >= ${since}::timestamptz) as "new_groomers",
      -- A tie goes by name, accents aside (the search key): "Évian" before "Fontaine".
      (select coalesce(json_agg(json_build_object('id', c."id", 'name', c."name", 'bookings', c."bookings") order by c."bookings" desc, c."key", c."name", c."id"), '[]') from (
        select ci."id", ci."name", coalesce(ci."search_name", '') as "key", sum(b."bookings")::int as "bookings"
        from (
          -- Each booking's groomer by its key: a join hashed the whole users table (17 ms at market size).
          select (select u."city_id" from "users" u where u."id" = r."groomer_id") as "city_id", count(*) as "bookings"
          from "recent" r group by 1
          union all
          select c."city_id", c."bookings" from "dashboard_day_cities" c join "closed" using ("day")
        ) b join "cities" ci on ci."id" = b."city_id"
        group by ci."id", ci."name", ci."search_name" order by 4 desc, 3, 2, 1 limit ${TOP_CITIES}
      ) c) as "cities",
      (select count(*)::int from "outbox" where "status" = 'failed' and "created_at" >= ${since}::timestamptz) as "failed",
      (select count(*)::int from "calendar_connections" where "status" = 'broken') as "broken",
      (select min(coalesce("broken_at", "updated_at")) from "calendar_connections" where "status" = 'broken') as "oldest_broken",
      (select json_build_object('notes', coalesce(sum(n."notes"), 0), 'total_cents', coalesce(sum(n."total"), 0), 'tip_cents', coalesce(sum(n."tip"), 0))
        from (
          select count(*) filter (where "kind" = 'sale') as "notes", sum("total_cents") as "total", sum("tip_cents") as "tip"
          from "sales" where "issued_at" >= ${liveSince}::timestamptz
          union all
          select sum("sale_notes"), sum("total_cents"), sum("tip_cents") from "closed"
        ) n) as "cashed"`)
  const row = rows[0] as unknown as Row

  const counted = new Map(row.days.map((day) => [day.day, day.bookings]))
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const from = start.plus({ days: index })
    const day = from.toISODate() ?? ''
    return {
      day,
      bookings: counted.get(day) ?? 0,
      link: adminListLink('appointments', { and: createdBetween(from, from.plus({ days: 1 })) }, '-createdAt'),
    }
  })
  const sinceWhere = createdBetween(start)
  const [notes, totalCents] = [Number(row.cashed.notes), Number(row.cashed.total_cents)]
  return {
    cashed: {
      notes,
      totalCents,
      tipCents: Number(row.cashed.tip_cents),
      averageCents: notes > 0 ? Math.round(totalCents / notes) : null,
    },
    since: start.toJSDate(),
    days,
    bookings: {
      count: days.reduce((sum, day) => sum + day.bookings, 0),
      link: adminListLink('appointments', { and: sinceWhere }, '-createdAt'),
    },
    awaitingValidation: {
      count: row.pending,
      oldestHours: hoursSince(now, row.oldest_pending),
      link: adminListLink('appointments', { status: { equals: 'pending' } }, 'createdAt'),
    },
    cancellations: {
      count: row.cancelled,
      link: adminListLink(
        'appointments',
        // Written as "or" of "and"s, the one shape the list's filter bar shows.
        {
          or: [
            { and: [{ status: { equals: 'cancelled' } }, { cancelledAt: { greater_than_equal: since } }] },
            {
              and: [
                { status: { equals: 'cancelled' } },
                { cancelledAt: { exists: false } },
                { updatedAt: { greater_than_equal: since } },
              ],
            },
          ],
        },
        '-cancelledAt',
      ),
    },
    newGroomers: { count: row.new_groomers, link: adminListLink('users', { and: sinceWhere }, '-createdAt') },
    topCities: row.cities.map((city) => ({
      ...city,
      link: adminListLink(
        'appointments',
        { and: [...sinceWhere, { 'groomer.city': { equals: city.id } }] },
        '-createdAt',
      ),
    })),
    failedMessages: {
      count: row.failed,
      link: adminListLink('outbox', { and: [{ status: { equals: 'failed' } }, ...sinceWhere] }, '-createdAt'),
    },
    brokenCalendars: {
      count: row.broken,
      oldestHours: hoursSince(now, row.oldest_broken),
      link: adminListLink('calendar-connections', { status: { equals: 'broken' } }, 'brokenAt'),
    },
  }
}
