/** What the app needs to text a customer (reminders): one message to one E.164 number. */
export interface SmsSender {
  readonly name: 'twilio' | 'outbox'
  send(toE164: string, body: string): Promise<{ id: string }>
}

/**
 * The provider did not take the message: `refused` (that number cannot be texted, e.g. a
 * landline or an opted-out number: retrying is useless), `tooMany` (its rate limit),
 * `unavailable` (down, misconfigured or anything unexpected).
 */
export class SmsSendError extends Error {
  constructor(
    readonly reason: 'refused' | 'tooMany' | 'unavailable',
    options?: { cause?: unknown },
  ) {
    super(`SMS provider: ${reason}`, options)
  }
}
