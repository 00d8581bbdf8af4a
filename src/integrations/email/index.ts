import type { Payload } from 'payload'

import { env } from '@/server/env'

import { recordFailedSend } from '../failedSends'

import { outboxEmailSender } from './outbox'
import type { EmailSender, OutgoingEmail } from './port'
import { resendEmailSender } from './resend'

export type { EmailSender, OutgoingEmail } from './port'

/** Resend when RESEND_API_KEY is set (an e-mail it refuses is kept in the outbox as failed); otherwise the outbox collection (development, tests, demo). */
export function emailSenderFor(getPayload: () => Payload): EmailSender {
  const { RESEND_API_KEY, EMAIL_FROM } = env()
  return RESEND_API_KEY
    ? keepingFailures(resendEmailSender(RESEND_API_KEY, EMAIL_FROM), getPayload, EMAIL_FROM)
    : outboxEmailSender(getPayload, EMAIL_FROM)
}

/** The provider's sender, writing each e-mail it refuses in the outbox (status `failed`) before the error goes on. */
export function keepingFailures(sender: EmailSender, getPayload: () => Payload, defaultFrom: string): EmailSender {
  return {
    name: sender.name,
    async send(email: OutgoingEmail) {
      try {
        return await sender.send(email)
      } catch (error) {
        const to = Array.isArray(email.to) ? email.to.join(', ') : email.to
        await recordFailedSend(
          getPayload(),
          {
            channel: 'email',
            to,
            from: email.from ?? defaultFrom,
            subject: email.subject,
            html: email.html,
            text: email.text,
          },
          error,
        )
        throw error
      }
    },
  }
}
