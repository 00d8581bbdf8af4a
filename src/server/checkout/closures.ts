import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'

import type { JobReport } from '../jobs/types'
import type { TransactionDb } from '../db/transactionDb'
import { chainHash, GENESIS } from './chain'
import { registerDb, registerLock } from './records'
import type { PaymentMethod } from './totals'

export type ClosurePeriod = 'day' | 'month' | 'year'

export type ClosureTotals = {
  count: number
  firstNumber: number | null
  lastNumber: number | null
  totalCents: number
  htCents: number
  vatCents: number
  tipsCents: number
  refundsCents: number
  /**
   * Deposits deducted at checkouts (method `deposit`): already counted when paid online (their own
   * note), so taken out of the total, HT and VAT, which count each euro once.
   */
  depositsDeductedCents?: number
  byMethod: Partial<Record<PaymentMethod, number>>
}

export type Closure = {
  groomerId: number
  period: ClosurePeriod
  periodStart: string
  totals: ClosureTotals
  /** The register's head when closed: the hash of its last note. */
  chainHead: string
  previousHash: string
  hash: string
}

/** The period's bounds in the groomer's zone: [from, to). */
export function periodBounds(period: ClosurePeriod, start: string, zone: string) {
  const from = DateTime.fromISO(start, { zone }).startOf(period)
  return {
    from: from.toUTC().toISO()!,
    to: from
      .plus({ [`${period}s`]: 1 })
      .toUTC()
      .toISO()!,
    start: from.toISODate()!,
  }
}

async function totalsOf(tx: TransactionDb, groomerId: number, from: string, to: string): Promise<ClosureTotals> {
  const { rows } = await tx.execute(sql`
    with "s" as (select "number", "kind", "document"->'totals' as "t", "document"->'payments' as "p" from "sales"
      where "groomer_id" = ${groomerId} and "issued_at" >= ${from}::timestamptz and "issued_at" < ${to}::timestamptz),
    "m" as (select e->>'method' as "method", sum((e->>'amountCents')::bigint) as "cents" from "s", jsonb_array_elements("s"."p") e group by 1),
    "d" as (select coalesce(sum((e->>'amountCents')::bigint), 0)::bigint as "cents",
        coalesce(sum(round((e->>'amountCents')::numeric * 10000 / (10000 + ("s"."t"->>'vatRateBp')::int))), 0)::bigint as "ht"
      from "s", jsonb_array_elements("s"."p") e where e->>'method' = 'deposit')
    select count(*)::int as "count", min("number") as "first", max("number") as "last",
      coalesce(sum(("t"->>'totalCents')::bigint), 0)::bigint - (select "cents" from "d") as "total",
      coalesce(sum(("t"->>'htCents')::bigint), 0)::bigint - (select "ht" from "d") as "ht",
      coalesce(sum(("t"->>'vatCents')::bigint), 0)::bigint - (select "cents" - "ht" from "d") as "vat",
      (select "cents" from "d") as "deducted", coalesce(sum(("t"->>'tipCents')::bigint), 0)::bigint as "tips",
      coalesce(sum(("t"->>'dueCents')::bigint) filter (where "kind" = 'refund'), 0)::bigint as "refunds",
      (select coalesce(json_object_agg("method", "cents"), '{}'::json) from "m") as "by_method"
    from "s"`)
  const row = rows[0] as Record<string, unknown>
  const byMethod = Object.fromEntries(
    Object.entries((row.by_method ?? {}) as Record<string, number | string>).map(([method, cents]) => [
      method,
      Number(cents),
    ]),
  )
  return {
    count: Number(row.count),
    firstNumber: row.first === null ? null : Number(row.first),
    lastNumber: row.last === null ? null : Number(row.last),
    totalCents: Number(row.total),
    htCents: Number(row.ht),
    vatCents: Number(row.vat),
    tipsCents: Number(row.tips),
    refundsCents: Number(row.refunds),
    depositsDeductedCents: Number(row.deducted),
    byMethod,
  }
}

const closureOf = (row: Record<string, unknown>): Closure => ({
  groomerId: Number(row.groomer_id),
  period: row.period as ClosurePeriod,
  periodStart: String(row.period_start).slice(0, 10),
  totals: row.totals as ClosureTotals,
  chainHead: String(row.chain_head),
  previousHash: String(row.previous_hash),
  hash: String(row.hash),
})

/**
 * Closes a day, a month or a year of a groomer's register: its totals per payment method with the
 * register's head at that moment, stored once and chained to the previous closure. Closing again
 * answers the stored closure (nothing recounted); a closed period stays as it was closed.
 */
export async function closePeriod(
  groomerId: number,
  period: ClosurePeriod,
  start: string,
  zone = 'Europe/Paris',
): Promise<Closure> {
  const bounds = periodBounds(period, start, zone)
  const db = await registerDb()
  return db.transaction(async (tx) => {
    await tx.execute(registerLock(groomerId))
    const { rows: existing } = await tx.execute(sql`
      select * from "register_closures" where "groomer_id" = ${groomerId} and "period" = ${period} and "period_start" = ${bounds.start}::date`)
    if (existing[0]) return closureOf(existing[0])
    const totals = await totalsOf(tx, groomerId, bounds.from, bounds.to)
    const { rows: heads } = await tx.execute(sql`
      select (select "hash" from "sales" where "groomer_id" = ${groomerId} and "issued_at" < ${bounds.to}::timestamptz order by "number" desc limit 1) as "head",
        (select "hash" from "register_closures" where "groomer_id" = ${groomerId} order by "id" desc limit 1) as "previous"`)
    const chainHead = (heads[0]?.head as string | null) ?? GENESIS
    const previousHash = (heads[0]?.previous as string | null) ?? GENESIS
    const unsigned = { groomerId, period, periodStart: bounds.start, totals, chainHead, previousHash }
    const hash = chainHash(previousHash, unsigned)
    await tx.execute(sql`
      insert into "register_closures" ("groomer_id", "period", "period_start", "totals", "chain_head", "previous_hash", "hash")
      values (${groomerId}, ${period}, ${bounds.start}::date, ${JSON.stringify(totals)}::jsonb, ${chainHead}, ${previousHash}, ${hash})`)
    return { ...unsigned, hash }
  })
}

/** The live totals of a period (not a closure: nothing stored), e.g. today's so far. */
export async function periodTotals(
  groomerId: number,
  period: ClosurePeriod,
  start: string,
  zone = 'Europe/Paris',
): Promise<ClosureTotals> {
  const bounds = periodBounds(period, start, zone)
  return totalsOf(await registerDb(), groomerId, bounds.from, bounds.to)
}

/** A groomer's closures, the newest first. */
export async function closuresOf(groomerId: number, limit = 60): Promise<Closure[]> {
  const db = await registerDb()
  const { rows } = await db.execute(sql`
    select * from "register_closures" where "groomer_id" = ${groomerId} order by "period_start" desc, "id" desc limit ${limit}`)
  return rows.map(closureOf)
}

/**
 * Nightly: yesterday closed for every groomer who issued a note that day (in their zone); on the
 * first of a month the month before too, and on the first of January the year before.
 */
export async function closeRegisters(now: Date): Promise<JobReport> {
  const db = await registerDb()
  const since = DateTime.fromJSDate(now).minus({ days: 2 }).toUTC().toISO()!
  const { rows } = await db.execute(sql`
    select distinct s."groomer_id", coalesce(u."timezone", 'Europe/Paris') as "zone" from "sales" s
      left join "users" u on u."id" = s."groomer_id" where s."issued_at" >= ${since}::timestamptz`)
  let closed = 0
  for (const row of rows as { groomer_id: number; zone: string }[]) {
    const today = DateTime.fromJSDate(now, { zone: row.zone }).startOf('day')
    const yesterday = today.minus({ days: 1 })
    await closePeriod(row.groomer_id, 'day', yesterday.toISODate()!, row.zone)
    closed++
    if (today.day === 1) await closePeriod(row.groomer_id, 'month', yesterday.toISODate()!, row.zone)
    if (today.day === 1 && today.month === 1)
      await closePeriod(row.groomer_id, 'year', yesterday.toISODate()!, row.zone)
  }
  return { closed }
}
