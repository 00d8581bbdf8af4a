import type { Payload } from 'payload'

import type { SmsSender } from './messagePort'

/** The outbox row of an SMS, as a named statement: PostgreSQL plans it once per connection. */
const INSERT_SMS = {
  name: 'outbox_insert_sms',
  text: `insert into "outbox" ("channel", "to", "text") values ('sms', $1, $2) returning "id"`,
}

/**
 * Records every SMS in the `outbox` collection (channel `sms`) instead of sending it (no provider
 * configured). One insert through the adapter's pool, like the e-mails' (src/integrations/email/outbox.ts):
 * the outbox has no hooks or rules, and the Local API's transaction and re-read cost four round trips.
 */
export const outboxSmsSender = (getPayload: () => Promise<Payload>): SmsSender => ({
  name: 'outbox',
  async send(to, body) {
    const payload = await getPayload()
    const { rows } = await payload.db.pool.query<{ id: number }>({ ...INSERT_SMS, values: [to, body] })
    return { id: String(rows[0]!.id) }
  },
})
