import { sql } from '@payloadcms/db-postgres'

import { runFollowUpsNow } from '../appointments/followUps'
import type { JobReport } from '../jobs/types'
import { log } from '../observability/log'
import { guaranteesWhere } from './guarantees'
import { settleGuarantee } from './settle'

/**
 * Every minute, the guarantees that should have moved and did not (a webhook lost or late, Stripe
 * down when the groomer refused): checkouts past their end, and secured guarantees whose request
 * is over (refused, expired, cancelled). Each is settled from Stripe's state, as an event would.
 */
export async function settleDueGuarantees(now: Date): Promise<JobReport> {
  const due = await guaranteesWhere(
    sql`((g."state" = 'awaiting' and (g."checkout_expires_at" < ${now.toISOString()}::timestamptz or a."status" <> 'pending'))
      or (g."state" = 'secured' and a."status" in ('refused', 'expired', 'cancelled')))`,
    200,
  )
  const report: JobReport = { due: due.length, settled: 0, failed: 0 }
  for (const guarantee of due) {
    try {
      const before = guarantee.state
      if ((await settleGuarantee(guarantee.appointmentId, now)) !== before) report.settled += 1
      await runFollowUpsNow(guarantee.appointmentId)
    } catch (error) {
      report.failed += 1
      log('error', 'guarantee not settled', { job: 'guarantees', appointment: guarantee.appointmentId, error })
    }
  }
  return report
}
