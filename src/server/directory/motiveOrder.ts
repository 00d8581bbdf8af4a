import { lowestPrice, type PricedMotive } from '@/lib/motivePrice'

type Ranked = PricedMotive & { kind?: string | null; duration: number }

/** A visit to groom the pet (at the salon or at home), not a discovery call by phone or video. */
const isGroomingVisit = (motive: Ranked) => motive.kind === 'salon' || motive.kind === 'home'

/**
 * The order in which a groomer's motives stand for them: grooming visits first (a free discovery
 * call is neither a "from" price nor what an owner comes to book), then the cheapest (its lowest price
 * over the pet sizes), then the shortest.
 */
export const byPreferredMotive = (a: Ranked, b: Ranked): number =>
  Number(isGroomingVisit(b)) - Number(isGroomingVisit(a)) ||
  (lowestPrice(a) ?? Number.POSITIVE_INFINITY) - (lowestPrice(b) ?? Number.POSITIVE_INFINITY) ||
  a.duration - b.duration

/** The motive a profile opens on when none is chosen. */
export const preferredMotive = <T extends Ranked>(motives: readonly T[]): T | null =>
  [...motives].sort(byPreferredMotive)[0] ?? null
