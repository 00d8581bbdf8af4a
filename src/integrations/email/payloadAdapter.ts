import type { EmailAdapter } from 'payload'

import { emailSenderFor } from '.'

/**
 * Payload's e-mail adapter (password resets and the like), through the same port as the app's
 * e-mails: Resend when configured, the outbox collection (readable in /admin) otherwise.
 */
export const portEmailAdapter =
  (defaultFrom: string): EmailAdapter =>
  ({ payload }) => {
    const sender = emailSenderFor(() => payload)
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
