import type { Payload } from 'payload'

import { env } from '@/server/env'

import { outboxEmailSender } from './outbox'
import type { EmailSender } from './port'
import { resendEmailSender } from './resend'

export type { EmailSender, OutgoingEmail } from './port'

/** Resend when RESEND_API_KEY is set; otherwise the outbox collection (development, tests, demo). */
export function emailSenderFor(getPayload: () => Payload): EmailSender {
  const { RESEND_API_KEY, EMAIL_FROM } = env()
  return RESEND_API_KEY ? resendEmailSender(RESEND_API_KEY, EMAIL_FROM) : outboxEmailSender(getPayload, EMAIL_FROM)
}
