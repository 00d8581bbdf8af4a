import { daysFromCivil, DAY_MS, HOUR_MS, MINUTE_MS } from './civil'

/** An absolute instant: epoch milliseconds, or an ISO 8601 date-time with "Z" or an explicit offset. */
export type InstantInput = number | string

/** A half-open absolute interval [start, end). */
export interface IntervalInput {
  start: InstantInput
  end: InstantInput
}

// Instants are restricted to 2000–2199: wide enough for bookings, and it keeps offsets sane.
export const MIN_INSTANT_MS = 946_684_800_000
export const MAX_INSTANT_MS = 7_258_118_400_000

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Two decimal digits at i, or NaN. */
function two(t: string, i: number): number {
  const a = t.charCodeAt(i) - 48
  const b = t.charCodeAt(i + 1) - 48
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : Number.NaN
}

// Character codes.
const DASH = 45
const COLON = 58
const DOT = 46
const PLUS = 43
const T = 84
const Z = 90

/** Parses "YYYY-MM-DDTHH:mm[:ss[.fff…]](Z|±HH:MM)" by hand (hot path: every busy interval). */
function parseIsoString(t: string): number | null {
  const n = t.length
  if (
    n < 17 ||
    t.charCodeAt(4) !== DASH ||
    t.charCodeAt(7) !== DASH ||
    t.charCodeAt(10) !== T ||
    t.charCodeAt(13) !== COLON
  )
    return null
  const year = two(t, 0) * 100 + two(t, 2)
  const month = two(t, 5)
  const day = two(t, 8)
  const hour = two(t, 11)
  const minute = two(t, 14)
  // NaN fails every comparison below.
  if (!(month >= 1 && month <= 12 && day >= 1 && hour <= 23 && minute <= 59)) return null
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  if (!(day <= (MONTH_DAYS[month - 1] as number) + (leap ? 1 : 0))) return null
  let i = 16
  let second = 0
  let fraction = 0
  if (t.charCodeAt(i) === COLON) {
    second = two(t, i + 1)
    if (!(second <= 59)) return null
    i += 3
    if (t.charCodeAt(i) === DOT) {
      const start = ++i
      let scale = 100
      for (; i < n && i - start < 9; i++) {
        const c = t.charCodeAt(i) - 48
        if (c < 0 || c > 9) break
        fraction += c * scale
        scale /= 10
      }
      if (i === start) return null
      fraction = Math.floor(fraction)
    }
  }
  let offset = 0
  const sign = t.charCodeAt(i)
  if (sign === Z && i + 1 === n) {
    offset = 0
  } else if ((sign === PLUS || sign === DASH) && i + 6 === n && t.charCodeAt(i + 3) === COLON) {
    const oh = two(t, i + 1)
    const om = two(t, i + 4)
    if (!(oh <= 23 && om <= 59)) return null
    offset = (sign === DASH ? -1 : 1) * (oh * HOUR_MS + om * MINUTE_MS)
  } else {
    return null
  }
  return (
    daysFromCivil(year, month, day) * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS + second * 1000 + fraction - offset
  )
}

/** Epoch ms of an instant input, or null. Strings without an offset are rejected (they would depend on the process zone). */
export function parseInstant(value: unknown): number | null {
  let ms: number | null = null
  if (typeof value === 'number') ms = Number.isFinite(value) ? value : null
  else if (typeof value === 'string') ms = parseIsoString(value)
  return ms !== null && ms >= MIN_INSTANT_MS && ms < MAX_INSTANT_MS ? ms : null
}
