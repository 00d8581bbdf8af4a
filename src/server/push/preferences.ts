import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { getPayloadClient } from '../payload'

/** What a groomer chooses to be told of on their phone: each event on or off, and the SMS for tomorrow's requests. */
export type PushPreferences = {
  requests: boolean
  postponements: boolean
  cancellations: boolean
  /** An SMS too for a request less than 24 hours ahead (a push may sit unseen; the owner may book elsewhere). */
  urgentRequestSms: boolean
}

/** Until the groomer chooses: every event, no SMS. */
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  requests: true,
  postponements: true,
  cancellations: true,
  urgentRequestSms: false,
}

const onOff = (label: string) => z.boolean({ error: `${label} : oui ou non.` })

export const preferencesBody = z.object({
  requests: onOff('Nouvelles demandes'),
  postponements: onOff('Reports'),
  cancellations: onOff('Annulations'),
  urgentRequestSms: onOff('SMS pour une demande à moins de 24 h'),
})

type Row = { requests: boolean; postponements: boolean; cancellations: boolean; urgent_request_sms: boolean }

export async function pushPreferences(groomerId: number): Promise<PushPreferences> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute<Row>(sql`
    select "requests", "postponements", "cancellations", "urgent_request_sms" from "push_preferences" where "groomer_id" = ${groomerId}`)
  const row = rows[0]
  if (!row) return { ...DEFAULT_PUSH_PREFERENCES }
  return {
    requests: row.requests,
    postponements: row.postponements,
    cancellations: row.cancellations,
    urgentRequestSms: row.urgent_request_sms,
  }
}

/** The signed-in groomer's own choices (their own row: nothing else is written). */
export async function savePushPreferences(groomerId: number, choices: PushPreferences): Promise<PushPreferences> {
  const payload = await getPayloadClient()
  await payload.db.drizzle.execute(sql`
    insert into "push_preferences" ("groomer_id", "requests", "postponements", "cancellations", "urgent_request_sms")
    values (${groomerId}, ${choices.requests}, ${choices.postponements}, ${choices.cancellations}, ${choices.urgentRequestSms})
    on conflict ("groomer_id") do update set "requests" = excluded."requests", "postponements" = excluded."postponements",
      "cancellations" = excluded."cancellations", "urgent_request_sms" = excluded."urgent_request_sms", "updated_at" = now()`)
  return choices
}
