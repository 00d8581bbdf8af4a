import { sql } from '@payloadcms/db-postgres'

import type { TemplateChannel, TemplatePurpose } from '@/lib/templates/variables'

import { getPayloadClient } from '../payload'
import type { StoredWording } from './store'

/**
 * The groomer's own active template, if they have one (system read: the message goes to this
 * appointment's customer on its groomer's behalf, no one is signed in). Plain SQL: it runs for
 * every message sent, and Payload's query building cost more than the read itself.
 */
async function activeTemplate(
  groomerId: number,
  channel: TemplateChannel,
  purpose: TemplatePurpose,
): Promise<StoredWording | undefined> {
  const payload = await getPayloadClient()
  const { rows } =
    channel === 'email'
      ? await payload.db.drizzle.execute(sql`
          select "subject", "body", "active" from "mail_templates"
          where "groomer_id" = ${groomerId} and "purpose" = ${purpose} and "active" is distinct from false
          order by "id" limit 1`)
      : await payload.db.drizzle.execute(sql`
          select "body", "active" from "message_templates"
          where "groomer_id" = ${groomerId} and "purpose" = ${purpose} and "channel" = ${channel}
            and "active" is distinct from false
          order by "id" limit 1`)
  return rows[0] as StoredWording | undefined
}

/** A groomer's active templates by channel and purpose: what `activeTemplate` answers for each, read at once. */
export type ActiveWordings = ReadonlyMap<`${TemplateChannel}:${TemplatePurpose}`, StoredWording>

type WordingRow = {
  groomer: number
  mail: boolean
  channel: TemplateChannel
  purpose: TemplatePurpose
  subject: string | null
  body: string
  active: boolean | null
}

/**
 * The active templates of several groomers in one read (a drain of follow-ups sends two or three
 * messages per appointment): the same rule as `activeTemplate`, the oldest of each kept.
 */
export async function activeWordingsOf(groomerIds: readonly number[]): Promise<Map<number, ActiveWordings>> {
  const wordings = new Map<number, Map<`${TemplateChannel}:${TemplatePurpose}`, StoredWording>>(
    groomerIds.map((id) => [id, new Map()]),
  )
  if (groomerIds.length === 0) return wordings
  const payload = await getPayloadClient()
  const ids = sql.raw(`array[${groomerIds.map((id) => Math.trunc(id)).join(',')}]::int[]`)
  const { rows } = await payload.db.drizzle.execute(sql`
    select "groomer_id" as "groomer", true as "mail", 'email' as "channel", "purpose"::text as "purpose", "subject", "body", "active", "id"
    from "mail_templates" where "groomer_id" = any(${ids}) and "active" is distinct from false
    union all
    select "groomer_id", false, "channel"::text, "purpose"::text, null, "body", "active", "id"
    from "message_templates" where "groomer_id" = any(${ids}) and "active" is distinct from false
    order by "id"`)
  for (const row of rows as unknown as WordingRow[]) {
    // E-mails are worded in mail_templates only, the other channels in message_templates.
    if (row.mail !== (row.channel === 'email')) continue
    const own = wordings.get(Number(row.groomer))
    const key = `${row.channel}:${row.purpose}` as const
    if (!own || own.has(key)) continue
    own.set(
      key,
      row.mail
        ? { subject: row.subject ?? '', body: row.body, active: row.active }
        : { body: row.body, active: row.active },
    )
  }
  return wordings
}

/** The stored wording to use: from the wordings already read when given, else read now. */
export const storedWording = (
  groomerId: number,
  channel: TemplateChannel,
  purpose: TemplatePurpose,
  wordings: ActiveWordings | undefined,
): Promise<StoredWording | undefined> | StoredWording | undefined =>
  wordings ? wordings.get(`${channel}:${purpose}`) : activeTemplate(groomerId, channel, purpose)
