import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { getPayloadClient } from '../payload'

/** What a groomer chooses to be told of on their phone: each event on or off, and the SMS for tomorrow's requests. */
export type PushPreferences = {
  requests: boolean
  postponements: boolean
  cancellations: boolean
  /** A word from a colleague of their practice (« Mon étude »). */
  colleagueMessages: boolean
  /** An SMS too for a request less than 24 hours ahead (a push may sit unseen; the owner may book elsewhere). */
  urgentRequestSms: boolean
}

/** Until the groomer chooses: every event, no SMS. */
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  requests: true,
  postponements: true,
  cancellations: true,
  colleagueMessages: true,
  urgentRequestSms: false,
}

const onOff = (label: string) => z.boolean({ error: `${label} : oui ou non.` })

export const preferencesBody = z.object({
  requests: onOff('Nouvelles demandes'),
  postponements: onOff('Reports'),
  cancellations: onOff('Annulations'),
  // Added after the others: a page loaded before it sends none, and the stored choice stays.
  colleagueMessages: onOff('Messages de mes collègues').optional(),
  urgentRequestSms: onOff('SMS pour une demande à moins de 24 h'),
})

type Row = {
  requests: boolean
  postponements: boolean
  cancellations: boolean
  colleague_messages: boolean
  urgent_request_sms: boolean
}

export async function pushPreferences(groomerId: number): Promise<PushPreferences> {
  return (await pushPreferencesOf([groomerId])).get(groomerId)!
}

/** The choices of several groomers in one read (a burst of requests is pushed by batches). */
export async function pushPreferencesOf(groomerIds: readonly number[]): Promise<Map<number, PushPreferences>> {
  const chosen = new Map<number, PushPreferences>(groomerIds.map((id) => [id, { ...DEFAULT_PUSH_PREFERENCES }]))
  if (groomerIds.length === 0) return chosen
  const payload = await getPayloadClient()
  const ids = sql.join(
    [...new Set(groomerIds)].map((id) => sql`${id}::int`),
    sql`, `,
  )
  const { rows } = await payload.db.drizzle.execute<Row & { groomer_id: number }>(sql`
    select "groomer_id", "requests", "postponements", "cancellations", "colleague_messages", "urgent_request_sms"
    from "push_preferences" where "groomer_id" in (${ids})`)
  for (const row of rows)
    chosen.set(Number(row.groomer_id), {
      requests: row.requests,
      postponements: row.postponements,
      cancellations: row.cancellations,
      colleagueMessages: row.colleague_messages,
      urgentRequestSms: row.urgent_request_sms,
    })
  return chosen
}

/** The signed-in groomer's own choices (their own row: nothing else is written); a switch left out keeps its value. */
export async function savePushPreferences(
  groomerId: number,
  sent: Omit<PushPreferences, 'colleagueMessages'> & { colleagueMessages?: boolean },
): Promise<PushPreferences> {
  const choices: PushPreferences = {
    ...sent,
    colleagueMessages: sent.colleagueMessages ?? (await pushPreferences(groomerId)).colleagueMessages,
  }
  const payload = await getPayloadClient()
  await payload.db.drizzle.execute(sql`
    insert into "push_preferences" ("groomer_id", "requests", "postponements", "cancellations", "colleague_messages", "urgent_request_sms")
    values (${groomerId}, ${choices.requests}, ${choices.postponements}, ${choices.cancellations}, ${choices.colleagueMessages},
      ${choices.urgentRequestSms})
    on conflict ("groomer_id") do update set "requests" = excluded."requests", "postponements" = excluded."postponements",
      "cancellations" = excluded."cancellations", "colleague_messages" = excluded."colleague_messages",
      "urgent_request_sms" = excluded."urgent_request_sms", "updated_at" = now()`)
  return choices
}

/** What an owner chooses to be told of on their phone, once they switched notifications on there. */
export type OwnerPushPreferences = {
  /** Their request validated by the groomer (or booked at once). */
  confirmations: boolean
  /** « Votre animal est prêt » at the end of the visit. */
  ready: boolean
}

export const DEFAULT_OWNER_PUSH_PREFERENCES: OwnerPushPreferences = { confirmations: true, ready: true }

export const ownerPreferencesBody = z.object({
  confirmations: onOff('Confirmations de rendez-vous'),
  ready: onOff('Animal prêt à récupérer'),
})

export async function ownerPushPreferences(attendeeId: number): Promise<OwnerPushPreferences> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute<OwnerPushPreferences>(sql`
    select "confirmations", "ready" from "attendee_push_preferences" where "attendee_id" = ${attendeeId}`)
  const row = rows[0]
  return row ? { confirmations: row.confirmations, ready: row.ready } : { ...DEFAULT_OWNER_PUSH_PREFERENCES }
}

/** The signed-in owner's own choices. */
export async function saveOwnerPushPreferences(
  attendeeId: number,
  choices: OwnerPushPreferences,
): Promise<OwnerPushPreferences> {
  const payload = await getPayloadClient()
  await payload.db.drizzle.execute(sql`
    insert into "attendee_push_preferences" ("attendee_id", "confirmations", "ready")
    values (${attendeeId}, ${choices.confirmations}, ${choices.ready})
    on conflict ("attendee_id") do update set "confirmations" = excluded."confirmations", "ready" = excluded."ready",
      "updated_at" = now()`)
  return choices
}
