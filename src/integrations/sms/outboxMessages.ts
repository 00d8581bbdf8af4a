import type { Payload } from 'payload'

import type { SmsSender } from './messagePort'

/** Records every SMS in the `outbox` collection (channel `sms`) instead of sending it (no provider configured). */
export const outboxSmsSender = (getPayload: () => Promise<Payload>): SmsSender => ({
  name: 'outbox',
  async send(to, body) {
    const payload = await getPayload()
    // System write: the outbox is the provider stand-in, not an action of the person.
    const doc = await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: { channel: 'sms', to, text: body },
    })
    return { id: String(doc.id) }
  },
})
