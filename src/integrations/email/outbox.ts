import type { Payload } from 'payload'

import type { EmailSender, OutgoingEmail } from './port'

/** The outbox row of an e-mail, as a named statement: PostgreSQL plans it once per connection. */
const INSERT_EMAIL = {
  name: 'outbox_insert_email',
  text: `insert into "outbox" ("channel", "to", "from", "subject", "html", "text", "meta") values ('email', $1, $2, $3, $4, $5, $6) returning "id"`,
}

/**
 * Records every e-mail in the `outbox` collection instead of sending it (no provider configured).
 * One insert through the database adapter's pool, outside the Local API: the outbox is the
 * provider's stand-in (admins only read it), with no hooks or rules to run, and it is written
 * after every booking, where the Local API's transaction and re-read tripled the cost.
 */
export const outboxEmailSender = (getPayload: () => Payload, defaultFrom: string): EmailSender => ({
  name: 'outbox',
  async send(email: OutgoingEmail) {
    const to = Array.isArray(email.to) ? email.to.join(', ') : email.to
    // Attachments are kept whole so that tests and admins can read them (an .ics is a few lines).
    const meta = email.attachments
      ? {
          attachments: email.attachments.map(({ filename, contentType, content, encoding }) => ({
            filename,
            contentType,
            content,
            ...(encoding ? { encoding } : {}),
          })),
        }
      : null
    const { rows } = await getPayload().db.pool.query<{ id: number }>({
      ...INSERT_EMAIL,
      values: [
        to,
        email.from ?? defaultFrom,
        email.subject,
        email.html,
        email.text,
        meta === null ? null : JSON.stringify(meta),
      ],
    })
    return { id: String(rows[0]!.id) }
  },
})
