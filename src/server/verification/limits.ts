import { env } from '../env'
import * as limiter from '../rateLimits/limiter'

const TEN_MINUTES = 600
const HOUR = 3600

/**
 * The verification limits (shared PostgreSQL limiter), figures from the environment. Sends are
 * capped strictly per number and per account, loosely per client address (a French mobile network
 * puts many people behind one address) and site-wide per hour (the budget).
 */
const LIMITS = {
  sendsPerNumber: () => ({ points: env().SMS_CODES_PER_NUMBER, duration: TEN_MINUTES }),
  sendsPerAccount: () => ({ points: env().SMS_CODES_PER_ACCOUNT, duration: HOUR }),
  sendsPerIp: () => ({ points: env().SMS_CODES_PER_ADDRESS, duration: HOUR }),
  sendsSiteWide: () => ({ points: env().SMS_CODES_PER_HOUR, duration: HOUR }),
  checksPerNumber: () => ({ points: 5, duration: TEN_MINUTES }),
  checksPerIp: () => ({ points: 30, duration: TEN_MINUTES }),
  /** One e-mail to the admins per hour when the budget is reached. */
  budgetAlert: () => ({ points: 1, duration: HOUR }),
} as const

export type LimitName = keyof typeof LIMITS

const limitOf = (name: LimitName): limiter.RateLimit => ({ name: `verification-${name}`, ...LIMITS[name]() })

/** Counts one use of `key`; over the limit, the seconds to wait. */
export const consume = (name: LimitName, key: string) => limiter.consume(limitOf(name), key)

/** Gives back a use counted by `consume` (a send another limit refused). */
export const refund = (name: LimitName, key: string) => limiter.refund(limitOf(name), key)

/** Starts `key`'s window afresh (a new code gets its own attempts). */
export const reset = (name: LimitName, key: string) => limiter.reset(limitOf(name), key)

/**
 * Counts one use of each limit in turn. The first one over its limit refuses, and the uses already
 * counted are given back: a send refused for one reason does not eat the other budgets (a number
 * hammered by one person does not use up the address's sends of the people behind it).
 */
export async function consumeAll(
  checks: [LimitName, string][],
): Promise<{ ok: true } | { ok: false; name: LimitName; retryAfterSeconds: number }> {
  for (const [index, [name, key]] of checks.entries()) {
    const used = await consume(name, key)
    if (used.ok) continue
    for (const [counted, countedKey] of checks.slice(0, index)) await refund(counted, countedKey)
    return { ok: false, name, retryAfterSeconds: used.retryAfterSeconds }
  }
  return { ok: true }
}
