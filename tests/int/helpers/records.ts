import { getTestPayload } from './payload'

/** A row as stored, read past access control (what the tests check against). */
export async function stored<S extends 'appointments' | 'attendees' | 'users'>(collection: S, id: number | string) {
  return (await getTestPayload()).findByID({ collection, id, overrideAccess: true, depth: 0 })
}

/** The last 20 messages whose recipient contains `to`, newest first. */
export async function outboxTo(to: string) {
  const payload = await getTestPayload()
  return (
    await payload.find({
      collection: 'outbox',
      overrideAccess: true,
      where: { to: { contains: to } },
      sort: '-createdAt',
      limit: 20,
    })
  ).docs
}

/** The messages sent to exactly `to` (on one channel when given), oldest first. */
export async function outboxInOrder(to: string, channel?: 'email' | 'sms') {
  const payload = await getTestPayload()
  return (
    await payload.find({
      collection: 'outbox',
      overrideAccess: true,
      where: { and: [{ to: { equals: to } }, ...(channel ? [{ channel: { equals: channel } }] : [])] },
      sort: 'createdAt',
      limit: 50,
    })
  ).docs
}

/** The six-digit code of the last SMS sent to `e164`, or ''. */
export async function lastCode(e164: string) {
  const payload = await getTestPayload()
  const { docs } = await payload.find({
    collection: 'outbox',
    overrideAccess: true,
    where: { and: [{ channel: { equals: 'sms' } }, { to: { equals: e164 } }] },
    sort: '-createdAt',
    limit: 1,
  })
  return /(\d{6})/.exec(docs[0]?.text ?? '')?.[1] ?? ''
}
