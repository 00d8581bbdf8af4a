import * as limiter from '../rateLimits/limiter'

/** The verification limits (shared PostgreSQL limiter). Each limit: points per window (seconds). */
export const LIMITS = {
  sendsPerNumber: { points: 3, duration: 600 },
  sendsPerIp: { points: 10, duration: 600 },
  checksPerNumber: { points: 5, duration: 600 },
  checksPerIp: { points: 30, duration: 600 },
} as const

export type LimitName = keyof typeof LIMITS

const limitOf = (name: LimitName): limiter.RateLimit => ({ name: `verification-${name}`, ...LIMITS[name] })

/** Counts one use of `key`; over the limit, the seconds to wait. */
export const consume = (name: LimitName, key: string) => limiter.consume(limitOf(name), key)

/** Starts `key`'s window afresh (a new code gets its own attempts). */
export const reset = (name: LimitName, key: string) => limiter.reset(limitOf(name), key)
