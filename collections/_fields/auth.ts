import type { AuthStrategy, IncomingAuthType } from 'payload'

/**
 * Auth settings shared by the three kinds of person: their own session cookie (strategy),
 * sessions that a logout ends, and a lock after repeated wrong passwords.
 */
export const personAuth = (strategy: AuthStrategy, tokenExpirationSeconds: number): IncomingAuthType => ({
  tokenExpiration: tokenExpirationSeconds,
  maxLoginAttempts: 10,
  lockTime: 10 * 60 * 1000,
  strategies: [strategy],
  useSessions: true,
})
