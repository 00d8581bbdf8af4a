/**
 * Brute-force reference for the property tests, built on luxon and
 * date-holidays only (none of the engine's zone or holiday code).
 * Exact on days without an offset change; those days are skipped.
 */
import Holidays from 'date-holidays'
import { DateTime } from 'luxon'
import type { ComputeSlotsInput, ScheduleInput } from '../src/index'

const DAY = 86_400_000

export function toMs(v: number | string): number {
  return typeof v === 'number' ? v : DateTime.fromISO(v, { setZone: true }).toMillis()
}

function mondayIndex(date: string): number {
  const d = DateTime.fromISO(date, { zone: 'UTC' })
  return Math.round(d.startOf('week').toMillis() / (7 * DAY))
}

const holidayCache = new Map<string, Set<string>>()
export function publicHolidaysOf(region: ScheduleInput['holidayRegion'], year: number): Set<string> {
  const country = region?.country ?? 'FR'
  const sub = region?.region ?? undefined
  const key = `${country}|${sub ?? ''}|${year}`
  let set = holidayCache.get(key)
  if (!set) {
    const hd = sub === undefined ? new Holidays(country) : new Holidays(country, sub)
    set = new Set(
      hd
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    )
    holidayCache.set(key, set)
  }
  return set
}

/** True when the zone's offset changes anywhere near the local day. */
export function isTransitionDay(zone: string, date: string): boolean {
  const start = DateTime.fromISO(date, { zone })
  return start.minus({ hours: 3 }).offset !== start.plus({ hours: 27 }).offset
}

/** Expected slot starts (epoch ms) of one local day, or null on transition days. */
export function expectedStarts(input: ComputeSlotsInput, date: string): number[] | null {
  const s = input.schedule as ScheduleInput
  const zone = s.timezone ?? 'Europe/Paris'
  if (isTransitionDay(zone, date)) return null
  const nowMs = toMs(input.now)
  const now = DateTime.fromMillis(nowMs, { zone })
  const today = now.toISODate() as string
  const day = DateTime.fromISO(date, { zone })
  const offsetMs = day.offset * 60_000
  const wall = (minutes: number): number =>
    DateTime.fromISO(date, { zone: 'UTC' }).toMillis() + minutes * 60_000 - offsetMs
  if (date < today || day.weekday === 7) return []
  if ((s.holidays ?? []).some((h) => h.from <= date && date <= h.to)) return []
  if (publicHolidaysOf(s.holidayRegion, day.year).has(date) && !(s.workedPublicHolidays ?? []).includes(date)) return []
  const delays = s.delays ?? {}
  const notice = nowMs + (delays.minNoticeMinutes ?? 120) * 60_000
  const tomorrow = now.plus({ days: 1 }).toISODate()
  const notBefore = delays.notBeforeHour != null && date === tomorrow ? wall(delays.notBeforeHour * 60) : -Infinity
  const horizon = now.plus({ months: delays.horizonMonths ?? 3 }).toMillis()
  const dur = input.motive.durationMinutes * 60_000
  const before = (input.motive.bufferBeforeMinutes ?? 0) * 60_000
  const after = (input.motive.bufferAfterMinutes ?? 0) * 60_000
  const step = (input.stepMinutes ?? 15) * 60_000
  const blocked = [...(input.busy ?? []), ...(s.unavailabilities ?? [])].map(
    (b) => [toMs(b.start), toMs(b.end)] as const,
  )
  const out = new Set<number>()
  for (const a of s.availabilities) {
    if (a.weekday !== day.weekday) continue
    if (a.validFrom && date < a.validFrom) continue
    if (a.validUntil && date > a.validUntil) continue
    const n = a.everyNWeeks ?? 1
    const anchor = a.validFrom ? mondayIndex(a.validFrom) : mondayIndex('1970-01-05')
    if ((((mondayIndex(date) - anchor) % n) + n) % n !== 0) continue
    const toMin = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))
    const rs = wall(toMin(a.start))
    const re = a.end === '24:00' ? DateTime.fromISO(date, { zone }).plus({ days: 1 }).toMillis() : wall(toMin(a.end))
    for (let t = rs; t + dur <= re; t += step) {
      if (t < notice || t < notBefore || t >= horizon) continue
      if (blocked.some(([b0, b1]) => b0 < b1 && b0 < t + dur + after && b1 > t - before)) continue
      out.add(t)
    }
  }
  return [...out].sort((x, y) => x - y)
}
