import { sql } from '@payloadcms/db-postgres'

import { getPayloadClient } from '../payload'

/** The appointment's columns that record one message sent once: the claim of its sender. */
export type SentMark = 'reminder_email_sent_at' | 'reminder_sms_sent_at' | 'review_request_sent_at'

/** Who may still be sent each message: a reminder before a confirmed visit, a review request after a finished one. */
const STILL_DUE: Record<SentMark, (now: Date) => ReturnType<typeof sql>> = {
  reminder_email_sent_at: (now) => sql`"status" = 'confirmed' and "start" > ${now.toISOString()}::timestamptz`,
  reminder_sms_sent_at: (now) => sql`"status" = 'confirmed' and "start" > ${now.toISOString()}::timestamptz`,
  review_request_sent_at: () => sql`"visit_status" = 'finished'`,
}

/**
 * Takes the right to send one message of this appointment: only one caller (instance, run,
 * restart) gets the row back, and only while the message is still due.
 */
export async function claimSend(id: number, mark: SentMark, now: Date): Promise<boolean> {
  const payload = await getPayloadClient()
  const column = sql.identifier(mark)
  const { rows } = await payload.db.drizzle.execute(sql`
    update "appointments" set ${column} = ${now.toISOString()}::timestamptz
    where "id" = ${id} and ${column} is null and ${STILL_DUE[mark](now)}
    returning "id"`)
  return rows.length === 1
}

/** A send that failed for a passing reason gives its claim back, so the next run tries again. */
export async function releaseSend(id: number, mark: SentMark, now: Date): Promise<void> {
  const payload = await getPayloadClient()
  const column = sql.identifier(mark)
  await payload.db.drizzle.execute(
    sql`update "appointments" set ${column} = null where "id" = ${id} and ${column} = ${now.toISOString()}::timestamptz`,
  )
}
