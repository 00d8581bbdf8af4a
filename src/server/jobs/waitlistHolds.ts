import { sql } from '@payloadcms/db-postgres'

import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import { offerFreedTime } from '../waitlist/offer'
import type { JobReport } from './types'

/**
 * Waiting-list holds whose 15 minutes ran out pass to the next subscriber: for each groomer with
 * such a hold, the offer marks it expired under the agenda lock and offers its time again. Two
 * runs at once (two instances) cannot hold a slot twice: the lock orders them and the second finds
 * nothing left to expire.
 */
export async function passOnExpiredHolds(now: Date): Promise<JobReport> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    select distinct "groomer_id" as "groomer" from "waitlist_holds" where "status" = 'active' and "expires_at" <= ${now.toISOString()}::timestamptz`)
  const report: JobReport = { groomers: rows.length, offered: 0, failed: 0 }
  for (const { groomer } of rows as { groomer: number }[]) {
    try {
      report.offered += (await offerFreedTime(Number(groomer), [], now)).length
    } catch (error) {
      report.failed += 1
      log('error', 'expired holds not passed on', { job: 'waitlist-holds', groomer, error })
    }
  }
  return report
}
