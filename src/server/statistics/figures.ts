import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'

import { zoneOf } from '../appointments/dashboard'
import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import type { StatisticsPeriod } from './period'
import { knownZoneOrParis } from '../db/knownZones'
import { APPOINTMENT_PRICE, CUSTOMER_KEY, IS_FINISHED, IS_NO_SHOW, PAID_FOR_VISIT } from './sql'

/** A week (from its Monday) or a month (from its first day): local date `yyyy-MM-dd`. */
export type Bucket = { start: string; appointments: number; finished: number; revenue: number }
export type HourCount = { hour: number; count: number }
/**
 * A motive's confirmed appointments and what its finished visits brought in; `priced` false: it has
 * no price, its visits count 0 €. The list ends with « Autres prestations » (id 0) and « Sans
 * prestation » (id -1, an appointment without motive) so that its counts add up to the key figure.
 */
export type MotiveFigures = { id: number; title: string; count: number; revenue: number; priced: boolean }

export const OTHER_MOTIVES = 'Autres prestations'
export const NO_MOTIVE = 'Sans prestation (rendez-vous importé ou motif supprimé)'
const TOP_MOTIVES = 5

export type Totals = {
  /** Confirmed appointments, whatever became of the visit (finished, no-show, still to come). */
  appointments: number
  finished: number
  noShows: number
  cancelled: number
  /**
   * Euros: what each finished visit's note says was paid for its services (refunds taken off); a
   * visit not cashed in counts its booked price (its motive's for the pet's size; none counts 0).
   */
  revenue: number
  /** Finished visits whose motive has no price (or no motive): counted 0 € in `revenue`, and said so. */
  unpriced: number
  /** Finished visits cashed in (« Encaisser »): `revenue` counts what their notes say, refunds taken off. */
  cashed: number
  /** Euros of tips on the finished visits' notes (not in `revenue`). */
  tips: number
  /** Euros the finished visits' notes say were paid for services (refunds taken off): money received, not estimated. */
  cashedRevenue: number
  /** cashedRevenue / cashed: the average note; null before the first checkout. */
  averageBasket: number | null
  /** Euros received by each payment method on the notes issued in the period (tips in, refunds off), largest first. */
  byMethod: { method: string; amount: number }[]
  newCustomers: number
  returningCustomers: number
  /** no-shows / (finished + no-shows); null when there is nothing to divide. */
  noShowRate: number | null
  /** cancelled / (confirmed + cancelled); null when there is nothing to divide. */
  cancellationRate: number | null
}

export type GroomerFigures = {
  zone: string
  months: Bucket[]
  weeks: Bucket[]
  totals: Totals
  /** Confirmed appointments by local hour of their start, hours without any left out. */
  hours: HourCount[]
  busiestHour: number | null
  /** At most 5, by number of confirmed appointments, then revenue; then the others and those without motive, if any. */
  topMotives: MotiveFigures[]
}

type Row = {
  totals: Omit<Totals, 'noShowRate' | 'cancellationRate' | 'averageBasket' | 'byMethod'>
  methods: { method: string; amount: number | string }[]
  months: Bucket[]
  weeks: Bucket[]
  hours: HourCount[]
  motives: MotiveFigures[]
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null)

/** Every week or month of the period, those without any appointment at zero. */
function fill(
  unit: 'week' | 'month',
  period: Pick<StatisticsPeriod, 'from' | 'to'>,
  zone: string,
  rows: Bucket[],
): Bucket[] {
  const found = new Map(rows.map((row) => [row.start, row]))
  const end = DateTime.fromJSDate(period.to, { zone })
  const buckets: Bucket[] = []
  for (let at = DateTime.fromJSDate(period.from, { zone }).startOf(unit); at < end; at = at.plus({ [unit]: 1 })) {
    const start = at.toISODate() ?? ''
    const row = found.get(start)
    buckets.push({
      start,
      appointments: row?.appointments ?? 0,
      finished: row?.finished ?? 0,
      revenue: Number(row?.revenue ?? 0),
    })
  }
  return buckets
}

/** One bucket list (by week or month) of the `period` rows, as JSON. */
const bucketsOf = (unit: 'week' | 'month') => sql`(
  select coalesce(json_agg(b order by b."start"), '[]') from (
    select to_char(date_trunc(${unit}, "local"), 'YYYY-MM-DD') as "start", count(*) filter (where "kept") as "appointments",
      count(*) filter (where "finished") as "finished", coalesce(sum("price") filter (where "finished"), 0) as "revenue"
    from "period" group by 1
  ) b
)`

/**
 * The groomer's figures over `period` (appointments starting in it), grouped in their zone: one
 * read of their own appointments (groomer_id is theirs, nobody else's rows are looked at).
 * A customer is new when their first kept appointment with this groomer (confirmed, not a no-show)
 * falls in the period, returning when they had one before.
 */
export async function groomerFigures(
  groomer: AuthenticatedPerson,
  period: Pick<StatisticsPeriod, 'from' | 'to'>,
): Promise<GroomerFigures> {
  // A zone PostgreSQL does not know counts as Paris instead of failing the read (as in the jobs).
  const zone = await knownZoneOrParis(zoneOf(groomer))
  const from = period.from.toISOString()
  const to = period.to.toISOString()
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    with "own" as (
      select a."status", a."motive_id", a."start", a."start" at time zone ${zone} as "local",
        case when paid."notes" > 0 then paid."cents" / 100.0 else coalesce(${APPOINTMENT_PRICE}, 0) end as "price",
        case when paid."notes" > 0 then paid."cents" / 100.0 end as "paid",
        paid."notes" > 0 or ${APPOINTMENT_PRICE} is not null as "priced", paid."notes" > 0 as "cashed",
        coalesce(paid."tips", 0) / 100.0 as "tips", ${CUSTOMER_KEY} as "customer",
        a."status" = 'confirmed' as "kept", ${IS_FINISHED} as "finished", ${IS_NO_SHOW} as "no_show"
      from "appointments" a
        -- Each row's motive by its key (the limit keeps the subquery from becoming a join, which
        -- the planner hashed over every motive of the market: 60,000 rows, 20 ms).
        left join lateral (select * from "motives" m where m."id" = a."motive_id" limit 1) m on true
        left join lateral (${PAID_FOR_VISIT}) paid on true
      where a."groomer_id" = ${Number(groomer.id)} and a."start" < ${to}::timestamptz
    ),
    "period" as (select * from "own" where "start" >= ${from}::timestamptz),
    "firsts" as (
      select "customer", min("start") as "first" from "own"
      where "customer" is not null and "kept" and not "no_show" group by 1
    ),
    "seen" as (
      select f."first" from "firsts" f
      where exists (select 1 from "period" p where p."customer" = f."customer" and p."kept" and not p."no_show")
    )
    select
      (select json_build_object(
        'appointments', count(*) filter (where "kept"),
        'finished', count(*) filter (where "finished"),
        'noShows', count(*) filter (where "no_show"),
        'cancelled', count(*) filter (where "status" = 'cancelled'),
        'revenue', coalesce(sum("price") filter (where "finished"), 0),
        'unpriced', count(*) filter (where "finished" and not "priced"),
        'cashed', count(*) filter (where "finished" and "cashed"),
        'tips', coalesce(sum("tips") filter (where "finished"), 0),
        'cashedRevenue', coalesce(sum("paid") filter (where "finished" and "cashed"), 0),
        'newCustomers', (select count(*) from "seen" where "first" >= ${from}::timestamptz),
        'returningCustomers', (select count(*) from "seen" where "first" < ${from}::timestamptz)
      ) from "period") as "totals",
      (select coalesce(json_agg(x order by x."amount" desc), '[]') from (
        select e->>'method' as "method", sum((e->>'amountCents')::bigint) / 100.0 as "amount"
        from "sales" s, jsonb_array_elements(s."document"->'payments') e
        where s."groomer_id" = ${Number(groomer.id)} and s."issued_at" >= ${from}::timestamptz and s."issued_at" < ${to}::timestamptz
        group by 1
      ) x) as "methods",
      ${bucketsOf('month')} as "months",
      ${bucketsOf('week')} as "weeks",
      (select coalesce(json_agg(h order by h."hour"), '[]') from (
        select extract(hour from "local")::int as "hour", count(*) as "count" from "period" where "kept" group by 1
      ) h) as "hours",
      (select coalesce(json_agg(t), '[]') from (
        select m."id", m."title", count(*) as "count", coalesce(sum(p."price") filter (where p."finished"), 0) as "revenue", bool_and(p."priced") as "priced"
        from "period" p left join "motives" m on m."id" = p."motive_id"
        where p."kept" group by m."id", m."title"
      ) t) as "motives"`)
  const row = rows[0] as unknown as Row
  const cashedRevenue = Number(row.totals.cashedRevenue)
  const totals = {
    ...row.totals,
    revenue: Number(row.totals.revenue),
    tips: Number(row.totals.tips),
    cashedRevenue,
    averageBasket: row.totals.cashed > 0 ? Math.round((cashedRevenue / row.totals.cashed) * 100) / 100 : null,
    byMethod: row.methods.map((entry) => ({ method: entry.method, amount: Number(entry.amount) })),
  }
  const busiest = row.hours.reduce<HourCount | null>(
    (best, hour) => (best === null || hour.count > best.count ? hour : best),
    null,
  )
  return {
    zone,
    months: fill('month', period, zone, row.months),
    weeks: fill('week', period, zone, row.weeks),
    totals: {
      ...totals,
      noShowRate: ratio(totals.noShows, totals.finished + totals.noShows),
      cancellationRate: ratio(totals.cancelled, totals.appointments + totals.cancelled),
    },
    hours: row.hours,
    busiestHour: busiest?.hour ?? null,
    topMotives: topMotives(row.motives),
  }
}

/** The 5 most booked motives, then the rest in one line and those without motive in another: every kept appointment once. */
function topMotives(
  rows: (Omit<MotiveFigures, 'id' | 'title'> & { id: number | null; title: string | null })[],
): MotiveFigures[] {
  const all = rows.map((row) => ({ ...row, count: Number(row.count), revenue: Number(row.revenue) }))
  const named = all
    .filter((row): row is typeof row & { id: number; title: string } => row.id !== null)
    .sort((a, b) => b.count - a.count || b.revenue - a.revenue || a.title.localeCompare(b.title, 'fr'))
  const sum = (list: typeof all, title: string, id: number): MotiveFigures[] =>
    list.length === 0
      ? []
      : [
          {
            id,
            title,
            count: list.reduce((total, row) => total + row.count, 0),
            revenue: list.reduce((total, row) => total + row.revenue, 0),
            priced: list.every((row) => row.priced),
          },
        ]
  return [
    ...named.slice(0, TOP_MOTIVES),
    ...sum(named.slice(TOP_MOTIVES), OTHER_MOTIVES, 0),
    ...sum(
      all.filter((row) => row.id === null),
      NO_MOTIVE,
      -1,
    ),
  ]
}
