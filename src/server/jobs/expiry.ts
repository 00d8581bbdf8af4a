import { afterAppointmentChange } from '../appointments/afterChange'
import { expireDueRequests } from '../appointments/dueChanges'
import { settleGuaranteeQuietly } from '../noShows/settle'
import { offerFreedTimeQuietly } from '../waitlist/offer'
import type { JobReport } from './types'

/**
 * Requests the groomer left unanswered expire (src/server/appointments/dueChanges.ts). The time of
 * every one of them goes to the waiting list first (decision 0036), before any owner is told: a
 * freed slot held for a subscriber is worth more the sooner it is told. Then each owner is told, once.
 */
export async function expirePendingRequests(now: Date): Promise<JobReport> {
  const expired = await expireDueRequests(now)
  const report: JobReport = { expired: expired.length, told: 0, failed: 0 }
  for (const { groomer, start, end } of expired) await offerFreedTimeQuietly(groomer, [{ start, end }], now)
  for (const { id } of expired) {
    if (await afterAppointmentChange(id, { kind: 'expired' }, now)) report.told += 1
    else report.failed += 1
    // A deposit for a request the groomer never answered is refunded (an imprint let go).
    await settleGuaranteeQuietly(id, now)
  }
  return report
}
