import type { EmailAdapter } from 'payload'

import { outboxEmailSender } from './outbox'

/**
 * Payload's e-mail adapter (password resets and the like). Without a provider configured,
 * messages go to the outbox collection, readable in /admin.
 */
export const outboxEmailAdapter =
  (defaultFrom: string): EmailAdapter =>
  ({ payload }) => {
    const sender = outboxEmailSender(() => payload, defaultFrom)
    const match = /^(.*)<(.+)>$/.exec(defaultFrom)
    return {
      name: sender.name,
      defaultFromName: match?.[1]?.trim() ?? 'Mon Toiletteur',
      defaultFromAddress: match?.[2]?.trim() ?? defaultFrom,
      sendEmail: async (message) =>
        sender.send({
          to: String(message.to),
          from: message.from ? String(message.from) : undefined,
          subject: String(message.subject ?? ''),
          html: typeof message.html === 'string' ? message.html : undefined,
          text: typeof message.text === 'string' ? message.text : undefined,
        }),
    }
  }
