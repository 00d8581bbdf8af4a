import { DateTime } from 'luxon'

/** The periods the page offers: whole months in the groomer's zone, the current one included. */
export const PERIODS = {
  '3m': { months: 3, label: '3 mois' },
  '6m': { months: 6, label: '6 mois' },
  '12m': { months: 12, label: '12 mois' },
} as const

export type PeriodKey = keyof typeof PERIODS
export const DEFAULT_PERIOD: PeriodKey = '12m'

/** `from` (inclusive) to `to` (exclusive, the end of today), as instants, and their zone. */
export type StatisticsPeriod = { key: PeriodKey; zone: string; from: Date; to: Date }

const isPeriodKey = (raw: unknown): raw is PeriodKey => typeof raw === 'string' && Object.hasOwn(PERIODS, raw)

/**
 * The period asked for (`?periode=3m|6m|12m`), anything else the default one: from the first day
 * of the month `months - 1` months ago to the end of today, in `zone`.
 */
export function statisticsPeriod(raw: unknown, now: Date, zone: string): StatisticsPeriod {
  const key = isPeriodKey(raw) ? raw : DEFAULT_PERIOD
  const today = DateTime.fromJSDate(now, { zone }).startOf('day')
  const from = today.startOf('month').minus({ months: PERIODS[key].months - 1 })
  return { key, zone, from: from.toJSDate(), to: today.plus({ days: 1 }).toJSDate() }
}

/** The period's first and last days (local dates, `yyyy-MM-dd`). */
export function periodDays(period: StatisticsPeriod): { first: string; last: string } {
  const first = DateTime.fromJSDate(period.from, { zone: period.zone }).toISODate() ?? ''
  const last = DateTime.fromJSDate(period.to, { zone: period.zone }).minus({ days: 1 }).toISODate() ?? ''
  return { first, last }
}
