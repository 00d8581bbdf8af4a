/** Sorted, merged, disjoint half-open intervals [starts[i], ends[i]) in epoch ms. */
export interface MergedIntervals {
  starts: number[]
  ends: number[]
}

const PACK = 4096

/**
 * Indices of `keys` in ascending key order. Fast path: pack (key − min, index)
 * into one integer-valued double and use the native numeric sort of a typed array.
 */
function sortedOrder(keys: readonly number[]): number[] {
  const n = keys.length
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  let integers = true
  for (const k of keys) {
    if (k < min) min = k
    if (k > max) max = k
    integers &&= Number.isInteger(k)
  }
  if (n <= PACK && integers && (max - min) * PACK < Number.MAX_SAFE_INTEGER) {
    const packed = new Float64Array(n)
    for (let i = 0; i < n; i++) packed[i] = ((keys[i] as number) - min) * PACK + i
    packed.sort()
    const order = new Array<number>(n)
    for (let i = 0; i < n; i++) order[i] = (packed[i] as number) % PACK
    return order
  }
  return Array.from({ length: n }, (_, i) => i).sort((x, y) => (keys[x] as number) - (keys[y] as number))
}

/**
 * Sorts and merges intervals given as parallel arrays (unsorted, possibly
 * overlapping); touching intervals are merged, empty ones dropped.
 */
export function mergeIntervals(rawStarts: readonly number[], rawEnds: readonly number[]): MergedIntervals {
  const n = rawStarts.length
  let sorted = true
  for (let i = 1; i < n && sorted; i++) sorted = (rawStarts[i - 1] as number) <= (rawStarts[i] as number)
  let order: number[] | null = null
  if (!sorted) order = sortedOrder(rawStarts)
  const starts: number[] = []
  const ends: number[] = []
  for (let k = 0; k < n; k++) {
    const i = order === null ? k : (order[k] as number)
    const s = rawStarts[i] as number
    const e = rawEnds[i] as number
    if (e <= s) continue
    const last = ends.length - 1
    if (last >= 0 && s <= (ends[last] as number)) {
      if (e > (ends[last] as number)) ends[last] = e
    } else {
      starts.push(s)
      ends.push(e)
    }
  }
  return { starts, ends }
}

/** Index of the first interval whose end is after `ms` (binary search). */
export function firstEndingAfter(list: MergedIntervals, ms: number): number {
  let lo = 0
  let hi = list.ends.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((list.ends[mid] as number) > ms) hi = mid
    else lo = mid + 1
  }
  return lo
}

/** Sorted, merged inclusive day-number ranges. */
export function mergeDayRanges(ranges: ReadonlyArray<readonly [number, number]>): MergedIntervals {
  return mergeIntervals(
    ranges.map(([from]) => from),
    ranges.map(([, to]) => to + 1),
  )
}

export function containsDay(list: MergedIntervals, day: number): boolean {
  const i = firstEndingAfter(list, day)
  return i < list.starts.length && (list.starts[i] as number) <= day
}
