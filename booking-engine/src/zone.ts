import { IANAZone } from 'luxon'
import { DAY_MS, HOUR_MS } from './civil'

/**
 * Offset tables per IANA zone, built lazily with luxon and memoised: the tz
 * database does not change within a process, so each chunk is computed once.
 * Assumption (true for every zone in the tz database since 1970): two offset
 * changes are never closer than SAMPLE_MS with the first one undone by the second.
 */
const CHUNK_MS = 64 * DAY_MS
const SAMPLE_MS = 12 * HOUR_MS

interface Chunk {
  /** at[i] is the instant from which off[i] (offset in ms) applies; at[0] is the chunk start. */
  at: number[]
  off: number[]
}

export class ZoneOffsets {
  readonly name: string
  private readonly zone: IANAZone
  private readonly chunks = new Map<number, Chunk>()
  private lastKey = Number.NaN
  private lastChunk: Chunk | undefined

  constructor(name: string) {
    this.name = name
    this.zone = IANAZone.create(name)
  }

  private raw(ms: number): number {
    return Math.round(this.zone.offset(ms) * 60_000)
  }

  private chunk(key: number): Chunk {
    if (key === this.lastKey && this.lastChunk) return this.lastChunk
    let chunk = this.chunks.get(key)
    if (!chunk) {
      chunk = this.build(key * CHUNK_MS)
      this.chunks.set(key, chunk)
    }
    this.lastKey = key
    this.lastChunk = chunk
    return chunk
  }

  private build(start: number): Chunk {
    const at = [start]
    const off = [this.raw(start)]
    for (let a = start; a < start + CHUNK_MS; a += SAMPLE_MS) {
      const b = a + SAMPLE_MS
      const ob = this.raw(b)
      let lo = a
      // A sample interval may hide more than one change: find each in turn.
      while ((off[off.length - 1] as number) !== ob) {
        const oa = off[off.length - 1] as number
        let hi = b
        while (hi - lo > 1000) {
          const mid = lo + Math.floor((hi - lo) / 2000) * 1000
          if (this.raw(mid) === oa) lo = mid
          else hi = mid
        }
        if (hi >= start + CHUNK_MS) break
        at.push(hi)
        off.push(this.raw(hi))
        lo = hi
      }
    }
    return { at, off }
  }

  /** UTC offset in ms at the given instant. */
  offsetAt(ms: number): number {
    const { at, off } = this.chunk(Math.floor(ms / CHUNK_MS))
    let i = at.length - 1
    while (i > 0 && (at[i] as number) > ms) i--
    return off[i] as number
  }

  /** First offset change strictly after `ms` and at or before `limit`, or null. */
  nextChange(ms: number, limit: number): number | null {
    for (let key = Math.floor(ms / CHUNK_MS); key * CHUNK_MS <= limit; key++) {
      const { at } = this.chunk(key)
      for (let i = 1; i < at.length; i++) {
        const t = at[i] as number
        if (t > limit) return null
        if (t > ms) return t
      }
    }
    return null
  }

  /**
   * Instant of a wall-clock time given as "local ms" (wall time read as if UTC).
   * A wall time that occurs twice maps to its first occurrence for "first" and
   * its last for "last"; a wall time skipped by a gap maps to the end of the gap.
   */
  wallToInstant(wall: number, pick: 'first' | 'last'): number {
    // The true instant lies within [wall - 14h, wall + 12h].
    let segStart = wall - 15 * HOUR_MS
    const end = wall + 13 * HOUR_MS
    let found = Number.NaN
    let gap = Number.NaN
    let prevOffset = Number.NaN
    while (segStart < end) {
      const o = this.offsetAt(segStart)
      const next = this.nextChange(segStart, end)
      const segEnd = next ?? end
      if (!Number.isNaN(prevOffset) && segStart + prevOffset <= wall && wall < segStart + o) gap = segStart
      const t = wall - o
      if (t >= segStart && t < segEnd) {
        if (pick === 'first') return t
        found = t
      }
      prevOffset = o
      segStart = segEnd
    }
    if (!Number.isNaN(found)) return found
    return Number.isNaN(gap) ? wall - this.offsetAt(wall) : gap
  }

  /** Wall-clock "local ms" of an instant. */
  toWall(ms: number): number {
    return ms + this.offsetAt(ms)
  }

  /** Local day number of an instant. */
  dayOf(ms: number): number {
    return Math.floor(this.toWall(ms) / DAY_MS)
  }
}

const zones = new Map<string, ZoneOffsets>()

const validity = new Map<string, boolean>()

/** Memoised: luxon's check builds an Intl formatter, which is slow. */
export function isValidZone(name: string): boolean {
  let ok = validity.get(name)
  if (ok === undefined) {
    ok = IANAZone.isValidZone(name)
    if (validity.size < 1000) validity.set(name, ok)
  }
  return ok
}

/** Memoised offset table for a zone that was validated beforehand. */
export function zoneOffsets(name: string): ZoneOffsets {
  let z = zones.get(name)
  if (!z) {
    z = new ZoneOffsets(name)
    zones.set(name, z)
  }
  return z
}
