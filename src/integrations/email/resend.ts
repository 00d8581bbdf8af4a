import { Resend } from 'resend'

import type { EmailSender, OutgoingEmail } from './port'

/** Resend (https://resend.com): used when RESEND_API_KEY is set. `baseUrl` is for tests. */
export function resendEmailSender(apiKey: string, defaultFrom: string, baseUrl?: string): EmailSender {
  const client = new Resend(apiKey, baseUrl ? { baseUrl } : undefined)
  return {
    name: 'resend',
    async send(email: OutgoingEmail) {
      const { data, error } = await client.emails.send({
        from: email.from ?? defaultFrom,
        to: email.to,
        subject: email.subject,
        html: email.html ?? '',
        text: email.text ?? '',
        attachments: email.attachments?.map((attachment) => ({
          filename: attachment.filename,
          content:
            attachment.encoding === 'base64' ? attachment.content : Buffer.from(attachment.content).toString('base64'),
          contentType: attachment.contentType,
        })),
      })
      if (error || !data) throw new Error(`Resend a refusé l’e-mail : ${error?.message ?? 'réponse vide'}`)
      return { id: data.id }
    },
  }
}
