import type { Payload } from 'payload'

import type { EmailSender, OutgoingEmail } from './port'

/** Records every e-mail in the `outbox` collection instead of sending it (no provider configured). */
export const outboxEmailSender = (getPayload: () => Payload, defaultFrom: string): EmailSender => ({
  name: 'outbox',
  async send(email: OutgoingEmail) {
    const to = Array.isArray(email.to) ? email.to.join(', ') : email.to
    // System write: the outbox is the provider stand-in, not an action of the person.
    const doc = await getPayload().create({
      collection: 'outbox',
      overrideAccess: true,
      data: {
        channel: 'email',
        to,
        from: email.from ?? defaultFrom,
        subject: email.subject,
        html: email.html,
        text: email.text,
        // Attachments are kept whole so that tests and admins can read them (an .ics is a few lines).
        meta: email.attachments ? { attachments: email.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) } : undefined,
      },
    })
    return { id: String(doc.id) }
  },
})
