import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { getPayloadClient } from '../payload'

/** A limit: `points` uses of one key per `duration` seconds. `name` separates the limits' keys. */
export type RateLimit = { name: string; points: number; duration: number }

export type Consumed = { ok: true } | { ok: false; retryAfterSeconds: number }

/**
 * Limits kept in PostgreSQL (table `rate_limits`, created by a migration), so that they hold across
 * app instances and restarts. One limiter per limit and figures (tests may change the figures).
 */
const limiters = new Map<string, Promise<RateLimiterPostgres>>()

function limiter({ name, points, duration }: RateLimit): Promise<RateLimiterPostgres> {
  const id = `${name}:${points}:${duration}`
  let found = limiters.get(id)
  if (!found) {
    found = getPayloadClient().then(
      (payload) =>
        new RateLimiterPostgres({
          storeClient: payload.db.pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          tableCreated: true,
          clearExpiredByTimeout: false,
          keyPrefix: name,
          points,
          duration,
        }),
    )
    limiters.set(id, found)
  }
  return found
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** Counts one use of `key`; over the limit, the seconds to wait. */
export async function consume(limit: RateLimit, key: string): Promise<Consumed> {
  try {
    await (await limiter(limit)).consume(key)
    return { ok: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: seconds(rejection.msBeforeNext) }
    throw rejection
  }
}

/** Whether `key` has used up its points, without counting a use. */
export async function check(limit: RateLimit, key: string): Promise<Consumed> {
  const state = await (await limiter(limit)).get(key)
  if (!state || state.consumedPoints < limit.points) return { ok: true }
  return { ok: false, retryAfterSeconds: seconds(state.msBeforeNext) }
}

/** Gives back one use of `key` counted by `consume`. */
export async function refund(limit: RateLimit, key: string): Promise<void> {
  await (await limiter(limit)).reward(key, 1)
}

/** Starts `key`'s window afresh. */
export async function reset(limit: RateLimit, key: string): Promise<void> {
  await (await limiter(limit)).delete(key)
}
