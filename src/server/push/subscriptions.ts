import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { DomainError } from '../domainErrors'
import { getPayloadClient } from '../payload'
import { isAllowedEndpoint } from './endpoints'

/** Whose browser it is: a groomer's (`users`) or an owner's (`attendees`). */
export type PushOwner = { groomerId: number } | { attendeeId: number }

/** A browser's subscription as its push service gave it (PushSubscription.toJSON()). */
export type PushSubscriptionKeys = { endpoint: string; keys: { p256dh: string; auth: string } }
export type StoredSubscription = PushSubscriptionKeys & { id: number }

/** Browsers one person keeps notifications on in; a new one past it replaces the oldest. */
export const DEVICES_PER_PERSON = 10

export const ENDPOINT_REFUSED =
  'Ce service de notifications n’est pas pris en charge : utilisez Chrome, Edge, Firefox ou Safari.'

/** A key in base64url of exactly `bytes` bytes (`first`: its first byte), as the browser makes it. */
const base64url = (label: string, bytes: number, first?: number) =>
  z
    .string({ error: `${label} manquante.` })
    .max(200, `${label} invalide.`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} invalide.`)
    .refine((value) => {
      const raw = Buffer.from(value, 'base64url')
      return raw.length === bytes && (first === undefined || raw[0] === first)
    }, `${label} invalide.`)

/** The body of a subscription, as the page sends it: the browser's own JSON and a label of the device. */
export const subscriptionBody = z.object({
  endpoint: z
    .string({ error: 'Adresse de notification manquante.' })
    .max(1000, 'Adresse de notification trop longue.')
    .regex(/^[\x21-\x7e]+$/, ENDPOINT_REFUSED),
  // The browser's P-256 public key (uncompressed: 65 bytes from 0x04) and its 16-byte secret (RFC 8291).
  keys: z.object({ p256dh: base64url('Clé de chiffrement', 65, 4), auth: base64url('Clé d’authentification', 16) }),
  device: z.string().trim().max(80, 'Nom de l’appareil trop long.').optional(),
})
export const unsubscribeBody = z.object({
  endpoint: z.string({ error: 'Adresse de notification manquante.' }).max(1000),
})

const ownerColumns = (owner: PushOwner) =>
  'groomerId' in owner ? { groomer: owner.groomerId, attendee: null } : { groomer: null, attendee: owner.attendeeId }

const ownerIs = (owner: PushOwner) =>
  'groomerId' in owner ? sql`"groomer_id" = ${owner.groomerId}` : sql`"attendee_id" = ${owner.attendeeId}`

/**
 * Keeps this browser's subscription for `owner`. The same browser signed in as someone else before
 * now notifies its new person only (an endpoint is one browser profile). Refused (400) for an
 * endpoint outside the browsers' push services.
 */
export async function saveSubscription(
  owner: PushOwner,
  body: z.infer<typeof subscriptionBody>,
): Promise<{ devices: number }> {
  if (!isAllowedEndpoint(body.endpoint))
    throw new DomainError('invalid', ENDPOINT_REFUSED, { fields: { endpoint: ENDPOINT_REFUSED } })
  const { groomer, attendee } = ownerColumns(owner)
  const payload = await getPayloadClient()
  await payload.db.drizzle.execute(sql`
    insert into "push_subscriptions" ("groomer_id", "attendee_id", "endpoint", "p256dh", "auth", "device")
    values (${groomer}, ${attendee}, ${body.endpoint}, ${body.keys.p256dh}, ${body.keys.auth}, ${body.device ?? null})
    on conflict ("endpoint") do update set "groomer_id" = excluded."groomer_id", "attendee_id" = excluded."attendee_id",
      "p256dh" = excluded."p256dh", "auth" = excluded."auth", "device" = excluded."device", "created_at" = now()`)
  await payload.db.drizzle.execute(sql`
    delete from "push_subscriptions" where "id" in (
      select "id" from "push_subscriptions" where ${ownerIs(owner)} order by "created_at" desc, "id" desc
      offset ${DEVICES_PER_PERSON})`)
  return { devices: (await deviceState(owner, null)).devices }
}

/** This browser no longer notifies `owner` (nothing happens for an endpoint that is not theirs). */
export async function removeSubscription(owner: PushOwner, endpoint: string): Promise<void> {
  const payload = await getPayloadClient()
  await payload.db.drizzle.execute(
    sql`delete from "push_subscriptions" where "endpoint" = ${endpoint} and ${ownerIs(owner)}`,
  )
}

/** A subscription the push service says is gone (404, 410): it is never used again. */
export async function dropSubscription(id: number): Promise<void> {
  const payload = await getPayloadClient()
  await payload.db.drizzle.execute(sql`delete from "push_subscriptions" where "id" = ${id}`)
}

/** The browsers a message reached, in one statement. */
export async function markSent(ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return
  const payload = await getPayloadClient()
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )
  await payload.db.drizzle.execute(
    sql`update "push_subscriptions" set "last_sent_at" = ${at.toISOString()} where "id" in (${list})`,
  )
}

/** The browsers `owner` is notified on. */
export async function subscriptionsOf(owner: PushOwner): Promise<StoredSubscription[]> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute<SubscriptionRow>(sql`
    select "id", "endpoint", "p256dh", "auth" from "push_subscriptions" where ${ownerIs(owner)} order by "id"`)
  return rows.map(stored)
}

/** The browsers of several groomers in one read, by groomer (none: an empty list). */
export async function subscriptionsOfGroomers(
  groomerIds: readonly number[],
): Promise<Map<number, StoredSubscription[]>> {
  const byGroomer = new Map<number, StoredSubscription[]>(groomerIds.map((id) => [id, []]))
  if (groomerIds.length === 0) return byGroomer
  const payload = await getPayloadClient()
  const ids = sql.join(
    [...new Set(groomerIds)].map((id) => sql`${id}::int`),
    sql`, `,
  )
  const { rows } = await payload.db.drizzle.execute<SubscriptionRow & { groomer_id: number }>(sql`
    select "id", "groomer_id", "endpoint", "p256dh", "auth" from "push_subscriptions"
    where "groomer_id" in (${ids}) order by "id"`)
  for (const row of rows) byGroomer.get(Number(row.groomer_id))?.push(stored(row))
  return byGroomer
}

type SubscriptionRow = { id: number; endpoint: string; p256dh: string; auth: string }

const stored = (row: SubscriptionRow): StoredSubscription => ({
  id: Number(row.id),
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
})

/** Whether this browser (its endpoint) notifies `owner`, and how many browsers do. */
export async function deviceState(
  owner: PushOwner,
  endpoint: string | null,
): Promise<{ devices: number; thisDevice: boolean }> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute<{ devices: number; mine: boolean }>(sql`
    select count(*)::int as "devices", coalesce(bool_or("endpoint" = ${endpoint ?? ''}), false) as "mine"
    from "push_subscriptions" where ${ownerIs(owner)}`)
  return { devices: Number(rows[0]?.devices ?? 0), thisDevice: rows[0]?.mine === true }
}

/** `POST …/push/subscriptions`'s answer, for a groomer's or an owner's browser. */
export async function subscribedResponse(owner: PushOwner, body: z.infer<typeof subscriptionBody>): Promise<Response> {
  const { devices } = await saveSubscription(owner, body)
  return Response.json({ devices, message: 'Les notifications sont activées sur cet appareil.' }, { status: 201 })
}

/** `DELETE …/push/subscriptions`'s answer. */
export async function unsubscribedResponse(owner: PushOwner, endpoint: string): Promise<Response> {
  await removeSubscription(owner, endpoint)
  return Response.json({ message: 'Les notifications sont désactivées sur cet appareil.' })
}
