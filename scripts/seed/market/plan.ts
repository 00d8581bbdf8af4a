import { DateTime } from 'luxon'

/**
 * The size of the market dataset (issue 35): at scale 1, France's 15,000 grooming businesses,
 * 100,000 owners and 10 million appointments over 18 months (15 behind today, 3 ahead). A scale of
 * 0.01 makes the same shape a hundred times smaller, for tests.
 */
export type MarketPlan = {
  scale: number
  /** In every generated e-mail, uri and code (`toiletteur-marche-12@example.fr`): two plans of different labels live side by side. */
  label: string
  /** Added to each groomer's number in the appointments' keys, so two plans never draw the same reference. */
  keyOffset: number
  groomers: number
  owners: number
  appointments: number
  /** Each groomer's regular customers (their customer files); three in four book online. */
  customersPerGroomer: number
  onlineCustomersPerGroomer: number
  /** The first Monday of the period (a date in Europe/Paris) and its number of working days (Monday to Saturday). */
  firstDay: string
  workingDays: number
  /** The index of today among those working days (what comes before is the past). */
  todayIndex: number
  /** Today's midnight in Europe/Paris: everything is placed from it, so a seed of the same day is the same. */
  now: string
}

export const ZONE = 'Europe/Paris'
const MONTHS_BEHIND = 15
const MONTHS_AHEAD = 3

/** Working days (Monday to Saturday) from `first` (a Monday) to `day`, excluded. */
const workingDaysBetween = (first: DateTime, day: DateTime) => {
  const days = Math.floor(day.diff(first, 'days').days)
  return Math.floor(days / 7) * 6 + Math.min(days % 7, 6)
}

export function marketPlan(
  scale: number,
  today: Date = new Date(),
  { label = 'marche', keyOffset = 0 }: { label?: string; keyOffset?: number } = {},
): MarketPlan {
  if (!(scale > 0 && scale <= 10)) throw new Error('La taille du marché doit être comprise entre 0 (exclu) et 10.')
  if (!/^[a-z]{1,20}$/.test(label)) throw new Error('Le nom du jeu de données : des lettres minuscules, sans accent.')
  const now = DateTime.fromJSDate(today, { zone: ZONE }).startOf('day')
  const first = now.minus({ months: MONTHS_BEHIND }).startOf('week')
  const end = now.plus({ months: MONTHS_AHEAD })
  return {
    scale,
    label,
    keyOffset,
    groomers: Math.max(3, Math.round(15_000 * scale)),
    owners: Math.max(10, Math.round(100_000 * scale)),
    appointments: Math.max(100, Math.round(10_000_000 * scale)),
    customersPerGroomer: 40,
    onlineCustomersPerGroomer: 30,
    firstDay: first.toISODate()!,
    workingDays: workingDaysBetween(first, end),
    todayIndex: workingDaysBetween(first, now),
    now: now.toUTC().toISO()!,
  }
}
