import { createHash } from 'node:crypto'

import { env } from '../env'
import { check, consume, reset, type Consumed, type RateLimit } from './limiter'

/**
 * Sign-in throttling, with no lockout a stranger can trigger: every attempt counts against the
 * client's address, and wrong passwords against the pair account + address (a success starts that
 * pair afresh). Another address still signs in to the same account. Unknown e-mails count the same
 * as known ones, so the answers tell nothing about who has an account.
 */
const WINDOW_SECONDS = 15 * 60

const attemptsPerAddress = (): RateLimit => ({
  name: 'sign-in-address',
  points: env().SIGN_IN_ATTEMPTS_PER_ADDRESS,
  duration: WINDOW_SECONDS,
})
const failuresPerAccount = (): RateLimit => ({
  name: 'sign-in-failures',
  points: env().SIGN_IN_FAILURES_PER_ACCOUNT,
  duration: WINDOW_SECONDS,
})
const resetsPerAddress = (): RateLimit => ({
  name: 'password-reset-address',
  points: env().PASSWORD_RESETS_PER_ADDRESS,
  duration: WINDOW_SECONDS,
})

/** The table's keys are 255 characters at most: the e-mail goes in as a digest. */
const accountKey = (kind: string, email: string, address: string) =>
  `${kind}:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}:${address}`

/** Counts one attempt from `address`; refused when the address or the pair is over its limit. */
export async function admitSignIn(kind: string, email: string, address: string): Promise<Consumed> {
  const attempt = await consume(attemptsPerAddress(), address)
  if (!attempt.ok) return attempt
  return check(failuresPerAccount(), accountKey(kind, email, address))
}

export async function recordSignInFailure(kind: string, email: string, address: string): Promise<void> {
  await consume(failuresPerAccount(), accountKey(kind, email, address))
}

export async function recordSignInSuccess(kind: string, email: string, address: string): Promise<void> {
  await reset(failuresPerAccount(), accountKey(kind, email, address))
}

/** Counts one password-reset request from `address`. */
export const admitPasswordReset = (address: string) => consume(resetsPerAddress(), address)
