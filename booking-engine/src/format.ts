import { DAY_MS, formatIsoDate, HOUR_MS, MINUTE_MS, PAD2 } from './civil'
import type { ZoneOffsets } from './zone'

function offsetSuffix(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : '+'
  const minutes = Math.round(Math.abs(offsetMs) / MINUTE_MS)
  return `${sign}${PAD2[Math.floor(minutes / 60)]}:${PAD2[minutes % 60]}`
}

/** "HH:mm:00" for every minute of the day. */
const MINUTES: readonly string[] = Array.from(
  { length: 1440 },
  (_, m) => `${PAD2[Math.floor(m / 60)]}:${PAD2[m % 60]}:00`,
)

/**
 * Formats instants as "YYYY-MM-DDTHH:mm:ss±HH:MM" in one zone, with integer
 * arithmetic and small caches (no luxon per slot).
 */
export class IsoFormatter {
  private lastDay = Number.NaN
  private prefix = ''
  private lastOffset = Number.NaN
  private suffix = ''

  constructor(private readonly zone: ZoneOffsets) {}

  format(ms: number): string {
    const offset = this.zone.offsetAt(ms)
    if (offset !== this.lastOffset) {
      this.lastOffset = offset
      this.suffix = offsetSuffix(offset)
    }
    const wall = ms + offset
    const day = Math.floor(wall / DAY_MS)
    if (day !== this.lastDay) {
      this.lastDay = day
      this.prefix = `${formatIsoDate(day)}T`
    }
    const t = wall - day * DAY_MS
    if (t % MINUTE_MS === 0) return this.prefix + (MINUTES[t / MINUTE_MS] as string) + this.suffix
    const h = Math.floor(t / HOUR_MS)
    const m = Math.floor((t - h * HOUR_MS) / MINUTE_MS)
    const s = Math.floor((t - h * HOUR_MS - m * MINUTE_MS) / 1000)
    return `${this.prefix}${PAD2[h]}:${PAD2[m]}:${PAD2[s]}${this.suffix}`
  }
}
