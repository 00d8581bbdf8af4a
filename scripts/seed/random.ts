/** A small deterministic pseudo-random generator (mulberry32) with the helpers the seed needs. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number
  /** An integer in [min, max], both ends included. */
  int: (min: number, max: number) => number
  /** True with the given probability. */
  chance: (probability: number) => boolean
  pick: <T>(items: readonly T[]) => T
  /** `count` distinct items, in a random order. */
  sample: <T>(items: readonly T[], count: number) => T[]
  shuffle: <T>(items: readonly T[]) => T[]
}

export const SEED = 20260412

export function createRandom(seed: number = SEED): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick: empty list')
    return items[int(0, items.length - 1)] as T
  }
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i)
      const swap = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = swap
    }
    return copy
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample: (items, count) => shuffle(items).slice(0, Math.min(count, items.length)),
    shuffle,
  }
}
