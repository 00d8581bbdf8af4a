/** What the app needs to verify a mobile number by SMS: send a code, then check what came back. */
export type CodeCheck = 'approved' | 'wrong' | 'expired'

export interface PhoneVerifier {
  readonly name: 'twilio' | 'outbox'
  /** Sends a new code to the E.164 number; earlier codes for it stop working. */
  start(phoneE164: string): Promise<void>
  check(phoneE164: string, code: string): Promise<CodeCheck>
}

/**
 * The provider said no: `refused` (it cannot text that number), `tooMany` (its own rate limit),
 * `unavailable` (down, misconfigured or anything unexpected).
 */
export class PhoneVerifierError extends Error {
  constructor(
    readonly reason: 'refused' | 'tooMany' | 'unavailable',
    options?: { cause?: unknown },
  ) {
    super(`SMS provider: ${reason}`, options)
  }
}

export const CODE_TTL_SECONDS = 600
export const MAX_ATTEMPTS_PER_CODE = 5
