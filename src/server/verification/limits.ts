import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { getPayloadClient } from '../payload'

/**
 * The verification limits, kept in PostgreSQL (table `rate_limits`, created by a migration) so
 * they hold across app instances. Each limit: points per window (seconds).
 */
export const LIMITS = {
  sendsPerNumber: { points: 3, duration: 600 },
  sendsPerIp: { points: 10, duration: 600 },
  checksPerNumber: { points: 5, duration: 600 },
  checksPerIp: { points: 30, duration: 600 },
} as const

export type LimitName = keyof typeof LIMITS

const limiters = new Map<LimitName, Promise<RateLimiterPostgres>>()

function limiter(name: LimitName): Promise<RateLimiterPostgres> {
  let found = limiters.get(name)
  if (!found) {
    found = getPayloadClient().then(
      (payload) =>
        new RateLimiterPostgres({
          storeClient: payload.db.pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          tableCreated: true,
          clearExpiredByTimeout: false,
          keyPrefix: `verification-${name}`,
          ...LIMITS[name],
        }),
    )
    limiters.set(name, found)
  }
  return found
}

/** Counts one use of `key`; over the limit, the seconds to wait. */
export async function consume(name: LimitName, key: string): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  try {
    await (await limiter(name)).consume(key)
    return { ok: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) }
    throw rejection
  }
}

/** Starts `key`'s window afresh (a new code gets its own attempts). */
export async function reset(name: LimitName, key: string): Promise<void> {
  await (await limiter(name)).delete(key)
}
