import type { AuthStrategy, IncomingAuthType } from 'payload'

/**
 * Auth settings shared by the three kinds of person: their own session cookie (strategy) and
 * sessions that a logout ends. No lockout after wrong passwords (`maxLoginAttempts: 0`): anyone
 * could lock an account with it; sign-ins are throttled per address instead (src/server/rateLimits).
 */
export const personAuth = (strategy: AuthStrategy, tokenExpirationSeconds: number): IncomingAuthType => ({
  tokenExpiration: tokenExpirationSeconds,
  maxLoginAttempts: 0,
  strategies: [strategy],
  useSessions: true,
})
