import { sql } from '@payloadcms/db-postgres'

import type { TemplateChannel, TemplatePurpose } from '@/lib/templates/variables'

import { getPayloadClient } from '../payload'
import type { StoredWording } from './store'

/** A groomer's own active templates by channel and purpose. */
export type ActiveWordings = ReadonlyMap<`${TemplateChannel}:${TemplatePurpose}`, StoredWording>

type WordingRow = {
  groomer: number
  channel: TemplateChannel
  purpose: TemplatePurpose
  subject: string | null
  body: string
  active: boolean | null
}

/**
 * The active templates of several groomers in one read (system read: the messages go to their
 * customers on their behalf, no one is signed in): not switched off, the oldest of each kept,
 * e-mails from `mail_templates`, the other channels from `message_templates`. Plain SQL: it runs
 * for the messages of every booking, and Payload's query building cost more than the read itself.
 */
export async function activeWordingsOf(groomerIds: readonly number[]): Promise<Map<number, ActiveWordings>> {
  const wordings = new Map<number, Map<`${TemplateChannel}:${TemplatePurpose}`, StoredWording>>(
    groomerIds.map((id) => [id, new Map()]),
  )
  if (groomerIds.length === 0) return wordings
  const payload = await getPayloadClient()
  const ids = sql.join(
    groomerIds.map((id) => sql`${id}::int`),
    sql`, `,
  )
  const { rows } = await payload.db.drizzle.execute(sql`
    select "groomer_id" as "groomer", 'email' as "channel", "purpose"::text as "purpose", "subject", "body", "active", "id"
    from "mail_templates" where "groomer_id" in (${ids}) and "active" is distinct from false
    union all
    select "groomer_id", "channel"::text, "purpose"::text, null, "body", "active", "id"
    from "message_templates" where "groomer_id" in (${ids}) and "channel"::text <> 'email' and "active" is distinct from false
    order by "id"`)
  for (const row of rows as unknown as WordingRow[]) {
    const own = wordings.get(Number(row.groomer))
    const key = `${row.channel}:${row.purpose}` as const
    if (!own || own.has(key)) continue
    own.set(
      key,
      row.channel === 'email'
        ? { subject: row.subject ?? '', body: row.body, active: row.active }
        : { body: row.body, active: row.active },
    )
  }
  return wordings
}

/** The groomer's stored wording of `purpose` on `channel`: from `wordings` when already read, else read now. */
export async function storedWording(
  groomerId: number,
  channel: TemplateChannel,
  purpose: TemplatePurpose,
  wordings?: ActiveWordings,
): Promise<StoredWording | undefined> {
  const own = wordings ?? (await activeWordingsOf([groomerId])).get(groomerId)
  return own?.get(`${channel}:${purpose}`)
}
