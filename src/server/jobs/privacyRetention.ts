import { purgeExpiredPersonalData } from '../privacy/retention'
import type { JobReport } from './types'

/**
 * Personal data kept only for the site's running goes once its time is up (src/server/privacy/retention.ts):
 * the outbox's recipients and contents after 90 days, rate-limit keys and phone verifications a day
 * after they ended. Each purge is batched and idempotent; the counts are the job's log line.
 */
export async function enforcePrivacyRetention(now: Date): Promise<JobReport> {
  return purgeExpiredPersonalData(now)
}
