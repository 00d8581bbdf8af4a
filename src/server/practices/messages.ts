import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import { requirePracticeMember } from '../agenda/practice'
import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'
import { getPayloadClient } from '../payload'
import { pushPreferences } from '../push/preferences'
import { pushTo } from '../push/send'
import { consume, type RateLimit } from '../rateLimits/limiter'
import { minutesText } from '../rateLimits/messages'

/** A word to colleagues, not a chat: one short text (a SMS and a half). */
export const PRACTICE_MESSAGE_MAX = 500
/** Messages one member may send per hour (« toute l'étude » counts once). */
const SENDS_PER_HOUR: RateLimit = { name: 'practice-message', points: 30, duration: 3600 }
/** Shown on « Mon étude »: the last ones received. */
const SHOWN = 30

export const NOT_A_COLLEAGUE = 'Choisissez un collègue de votre étude.'

export const practiceMessageBody = z.object({
  to: z.union([z.literal('all'), z.number({ error: NOT_A_COLLEAGUE }).int().positive()], { error: NOT_A_COLLEAGUE }),
  text: z
    .string({ error: 'Écrivez votre message.' })
    .trim()
    .min(1, 'Écrivez votre message.')
    .max(PRACTICE_MESSAGE_MAX, `Votre message est trop long (${PRACTICE_MESSAGE_MAX} caractères au plus).`),
})

export type PracticeMessage = { id: number; from: string; text: string; sentAt: string; unread: boolean }

const nameOf = (row: { display_name: string | null; first_name: string | null; last_name: string | null }) =>
  row.display_name?.trim() || `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || 'Un collègue'

/**
 * Sends `text` from the signed-in member to one colleague or to all of them (one row each), then
 * to the phones of those who keep « Messages de mes collègues » on. Answers how many received it.
 */
export async function sendPracticeMessage(
  sender: AuthenticatedPerson,
  practiceId: number,
  { to, text }: z.infer<typeof practiceMessageBody>,
  defer: (task: () => Promise<unknown>) => unknown = (task) => task(),
): Promise<{ recipients: number }> {
  requirePracticeMember(sender, practiceId)
  const payload = await getPayloadClient()
  const { rows: members } = await payload.db.drizzle.execute<{
    id: number
    display_name: string | null
    first_name: string | null
    last_name: string | null
  }>(sql`select "id", "display_name", "first_name", "last_name" from "users" where "team_id" = ${practiceId}`)
  const recipients = members.filter((member) => member.id !== sender.id && (to === 'all' || member.id === to))
  if (recipients.length === 0)
    throw new DomainError('invalid', to === 'all' ? 'Votre étude n’a pas encore d’autre membre.' : NOT_A_COLLEAGUE, {
      fields: { to: to === 'all' ? 'Votre étude n’a pas encore d’autre membre.' : NOT_A_COLLEAGUE },
    })
  const admitted = await consume(SENDS_PER_HOUR, String(sender.id))
  if (!admitted.ok)
    throw new DomainError(
      'rate_limited',
      `Réessayez dans ${minutesText(admitted.retryAfterSeconds)} : trente messages par heure au plus.`,
      { retryAfterSeconds: admitted.retryAfterSeconds },
    )
  const values = recipients.map((member) => sql`(${practiceId}, ${sender.id}, ${member.id}, ${text})`)
  const { rows } = await payload.db.drizzle.execute<{ id: number; recipient_id: number }>(sql`
    insert into "practice_messages" ("practice_id", "sender_id", "recipient_id", "text")
    values ${sql.join(values, sql`, `)} returning "id", "recipient_id"`)
  const from = nameOf(
    members.find((member) => member.id === sender.id) ?? { display_name: null, first_name: null, last_name: null },
  )
  defer(() =>
    Promise.all(
      rows.map(async (row) => {
        if (!(await pushPreferences(Number(row.recipient_id))).colleagueMessages) return
        await pushTo(
          { groomerId: Number(row.recipient_id) },
          { title: `Message de ${from}`, body: text, tag: `practice-message-${row.id}`, url: '/user/mon-etude' },
        )
      }),
    ),
  )
  return { recipients: rows.length }
}

/** The last messages the member of `practiceId` received from it (newest first). */
export async function receivedPracticeMessages(
  groomer: AuthenticatedPerson,
  practiceId: number,
): Promise<PracticeMessage[]> {
  requirePracticeMember(groomer, practiceId)
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute<{
    id: number
    text: string
    created_at: string | Date
    read_at: string | Date | null
    display_name: string | null
    first_name: string | null
    last_name: string | null
  }>(sql`
    select m."id", m."text", m."created_at", m."read_at", u."display_name", u."first_name", u."last_name"
    from "practice_messages" m join "users" u on u."id" = m."sender_id"
    where m."recipient_id" = ${groomer.id} and m."practice_id" = ${practiceId} order by m."created_at" desc, m."id" desc limit ${SHOWN}`)
  return rows.map((row) => ({
    id: Number(row.id),
    from: nameOf(row),
    text: row.text,
    sentAt: new Date(row.created_at).toISOString(),
    unread: row.read_at === null,
  }))
}

/** The messages shown on « Mon étude » are read (those arrived since stay new). */
export async function markPracticeMessagesRead(groomerId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  const payload = await getPayloadClient()
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )
  await payload.db.drizzle.execute(sql`
    update "practice_messages" set "read_at" = now()
    where "recipient_id" = ${groomerId} and "id" in (${list}) and "read_at" is null`)
}

/** How many messages of their practice the member has not seen yet (the menu's badge; another practice's do not count). */
export async function unreadPracticeMessages(groomerId: number, practiceId: number): Promise<number> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute<{ n: number }>(sql`
    select count(*)::int as "n" from "practice_messages"
    where "recipient_id" = ${groomerId} and "practice_id" = ${practiceId} and "read_at" is null`)
  return Number(rows[0]?.n ?? 0)
}
