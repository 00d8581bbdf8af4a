import { sql } from '@payloadcms/db-postgres'

import { getPayloadClient } from '../payload'
import { offerFreedTimeQuietly, type OfferedHold } from './offer'

const DAY_MS = 86_400_000

/**
 * The groomer opened time without freeing any one booking (longer opening hours): every day still
 * waited for, from now to the last day of the groomer's waiting subscriptions, is offered like
 * freed time. Days are local dates: a day's margin either side covers any time zone.
 */
export async function offerReopenedTime(groomerId: number, now = new Date()): Promise<OfferedHold[]> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    select max("last_day") as "lastDay" from "waitlist_subscriptions"
    where "groomer_id" = ${groomerId} and "status" = 'waiting' and "last_day" >= ${new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10)}`)
  const lastDay = (rows[0] as { lastDay: string | null } | undefined)?.lastDay
  if (!lastDay) return []
  return offerFreedTimeQuietly(
    groomerId,
    [{ start: now, end: new Date(Date.parse(`${lastDay}T00:00:00Z`) + 2 * DAY_MS) }],
    now,
  )
}
