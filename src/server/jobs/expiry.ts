import { sql } from '@payloadcms/db-postgres'

import { refreshGroomerPages } from '../cache/refreshPublicPages'
import { sendExpiry } from '../notifications/jobMessages'
import { loadParties } from '../notifications/parties'
import { getPayloadClient } from '../payload'
import type { JobReport } from './types'
import { offerFreedTimeQuietly } from '../waitlist/offer'
import { log } from '../observability/log'

/** A request the groomer has not answered this long after it was made expires (moving it does not restart the clock). */
export const ANSWER_WITHIN_HOURS = 48
/** …and so does one whose start is this close: the attendee must be free to book elsewhere. */
export const EXPIRE_BEFORE_START_HOURS = 2

/**
 * Pending requests waiting for the groomer's validation (not times a groomer proposed in answer
 * to availabilities) become `expired` in one conditional UPDATE: the status change is the claim,
 * so each attendee is told once, whichever instance ran it. The slot is free again, and offered
 * to the groomer's waiting list.
 */
export async function expirePendingRequests(now: Date): Promise<JobReport> {
  const payload = await getPayloadClient()
  const answeredBy = new Date(now.getTime() - ANSWER_WITHIN_HOURS * 3600_000).toISOString()
  const startsBefore = new Date(now.getTime() + EXPIRE_BEFORE_START_HOURS * 3600_000).toISOString()
  // requested_at: when the request was made (kept by a postpone; a confirmed appointment moved by its owner
  // waits afresh). updated_at: rows written before requested_at existed, and tests that age a request.
  const { rows } = await payload.db.drizzle.execute(sql`
    update "appointments" set "status" = 'expired', "updated_at" = ${now.toISOString()}::timestamptz
    where "status" = 'pending' and "availability_request_id" is null
      and (least("requested_at", "updated_at") <= ${answeredBy}::timestamptz or "start" < ${startsBefore}::timestamptz)
    returning "id", "groomer_id" as "groomer", "start", "end"`)
  const report: JobReport = { expired: rows.length, told: 0, failed: 0 }
  const expired = rows as { id: number; groomer: number; start: string | Date; end: string | Date }[]
  // The waiting list first: a freed slot held for a subscriber is worth more the sooner it is told.
  for (const { groomer, start, end } of expired)
    await offerFreedTimeQuietly(Number(groomer), [{ start: new Date(start), end: new Date(end) }], now)
  for (const { id } of expired) {
    try {
      const parties = await loadParties(id)
      const { groomer } = parties
      void refreshGroomerPages({
        uri: groomer.uri,
        cityUri: groomer.city && typeof groomer.city === 'object' ? groomer.city.uri : null,
      })
      await sendExpiry(parties)
      report.told += 1
    } catch (error) {
      report.failed += 1
      log('error', 'attendee not told of the expiry', { job: 'expire-pending', appointment: id, error })
    }
  }
  return report
}
