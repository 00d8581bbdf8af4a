import type { Payload } from 'payload'

import type { EmailSender, OutgoingEmail } from './port'

/**
 * Records every e-mail in the `outbox` collection instead of sending it (no provider configured).
 * One insert through the database adapter, outside the Local API: the outbox is the provider's
 * stand-in (admins only read it), with no hooks or rules to run, and it is written after every
 * booking, where the Local API's transaction and re-read tripled the cost.
 */
export const outboxEmailSender = (getPayload: () => Payload, defaultFrom: string): EmailSender => ({
  name: 'outbox',
  async send(email: OutgoingEmail) {
    const to = Array.isArray(email.to) ? email.to.join(', ') : email.to
    const { db } = getPayload()
    const outbox = db.tables.outbox
    const [row] = await db.drizzle
      .insert(outbox)
      .values({
        channel: 'email',
        to,
        from: email.from ?? defaultFrom,
        subject: email.subject,
        html: email.html,
        text: email.text,
        // Attachments are kept whole so that tests and admins can read them (an .ics is a few lines).
        meta: email.attachments ? { attachments: email.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) } : null,
      })
      .returning({ id: outbox.id })
    return { id: String(row.id) }
  },
})
