import { DAY_MS, isoWeekday, MINUTE_MS } from './civil'
import type { Context } from './context'
import { firstEndingAfter } from './intervals'
import type { CompiledRange } from './prepare'

/** Why a local day offers no slot. */
export type DayReason =
  | 'past'
  /** Starts are left today (or on the next day) but all within the minimum notice or before the not-before hour. */
  | 'too_soon'
  | 'beyond_horizon'
  | 'sunday'
  | 'holiday'
  | 'public_holiday'
  | 'not_working'
  | 'full'

/** Absolute bounds of a range on a day: see README "DST". */
export function rangeBounds(ctx: Context, day: number, r: CompiledRange): [number, number] {
  const midnight = day * DAY_MS
  const start = ctx.zone.wallToInstant(midnight + r.startMinute * MINUTE_MS, 'first')
  const end =
    r.endMinute === 1440
      ? ctx.zone.wallToInstant(midnight + DAY_MS, 'first')
      : ctx.zone.wallToInstant(midnight + r.endMinute * MINUTE_MS, 'last')
  return [start, end]
}

/**
 * Date-level closing reason, in order of precedence, or null when the day has
 * availability ranges (written to `ranges`).
 */
export function closedReason(ctx: Context, day: number, ranges: CompiledRange[]): DayReason | null {
  if (day < ctx.today) return 'past'
  if (ctx.zone.wallToInstant(day * DAY_MS, 'first') >= ctx.horizonMs) return 'beyond_horizon'
  const weekday = isoWeekday(day)
  if (weekday === 7) return 'sunday'
  const s = ctx.schedule
  if (s.isOwnHoliday(day)) return 'holiday'
  if (s.isClosedPublicHoliday(day)) return 'public_holiday'
  if (s.rangesOn(day, weekday, ranges).length === 0) return 'not_working'
  return null
}

/** Earliest allowed start on a day: minimum notice, plus the not-before hour on the next day. */
export function earliestStart(ctx: Context, day: number): number {
  return day === ctx.notBeforeDay ? Math.max(ctx.noticeMs, ctx.notBeforeMs) : ctx.noticeMs
}

export interface DayResult {
  reason: DayReason | null
  /** Free slot starts (epoch ms), ascending. */
  starts: number[]
}

const scratch: CompiledRange[] = []

/** Free starts of one local day, at most `limit` of them. */
export function evaluateDay(ctx: Context, day: number, limit = Number.POSITIVE_INFINITY): DayResult {
  const reason = closedReason(ctx, day, scratch)
  if (reason !== null) return { reason, starts: [] }
  return scanRanges(ctx, day, scratch, limit)
}

/** Free starts within the given ranges of a day (no date-level rule applied). */
export function scanRanges(ctx: Context, day: number, ranges: readonly CompiledRange[], limit: number): DayResult {
  const { durationMs: dur, bufferBeforeMs: before, bufferAfterMs: after, stepMs: step, horizonMs } = ctx
  const { starts: bs, ends: be } = ctx.blocked
  const n = bs.length
  const earliest = earliestStart(ctx, day)
  const out: number[] = []
  let candidates = 0
  let inWindow = 0
  let late = false
  let tooSoon = false
  // Overlapping ranges (rare) may yield starts out of order or twice: sort and dedupe them at the end.
  const count = ranges.length
  const bounds: number[] = []
  let unordered = false
  let maxEnd = Number.NEGATIVE_INFINITY
  for (let i = 0; i < count; i++) {
    const [rs, re] = rangeBounds(ctx, day, ranges[i] as CompiledRange)
    if (rs < maxEnd) unordered = true
    maxEnd = Math.max(maxEnd, re)
    bounds.push(rs, re)
  }
  const cap = unordered ? Number.POSITIVE_INFINITY : limit
  for (let i = 0; i < count; i++) {
    const rs = bounds[2 * i] as number
    const re = bounds[2 * i + 1] as number
    let p = firstEndingAfter(ctx.blocked, rs - before)
    for (let s = rs; s + dur <= re; s += step) {
      candidates++
      if (s < earliest) {
        if (s >= ctx.nowMs) tooSoon = true
        continue
      }
      if (s >= horizonMs) {
        late = true
        break
      }
      inWindow++
      const lo = s - before
      while (p < n && (be[p] as number) <= lo) p++
      if (p < n && (bs[p] as number) < s + dur + after) continue
      out.push(s)
      if (out.length >= cap) return { reason: null, starts: out }
    }
  }
  if (unordered && out.length > 1) {
    out.sort((a, b) => a - b)
    const unique = out.filter((s, i) => i === 0 || s !== out[i - 1])
    return { reason: null, starts: unique.slice(0, limit) }
  }
  if (out.length > 0) return { reason: null, starts: out }
  if (candidates === 0) return { reason: 'not_working', starts: out }
  if (inWindow === 0) return { reason: late ? 'beyond_horizon' : tooSoon ? 'too_soon' : 'past', starts: out }
  return { reason: 'full', starts: out }
}
