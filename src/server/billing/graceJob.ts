import type { JobReport } from '../jobs/types'
import { afterSubscriptionChange } from './afterChange'
import { billingDb } from './db'
import { billingRules } from './gate'
import { reconcileSubscriptions } from './reconcile'
import { applyBookingSuspensions } from './suspension'

/**
 * Hourly: online booking stops for the groomers whose grace after a failed payment ran out (or whose
 * months offered ended), and comes back for those who no longer owe anything; each is told, and their
 * pages are refreshed. Without billing configured, every suspension is lifted.
 */
export async function enforceSubscriptionGrace(now: Date): Promise<JobReport> {
  const db = await billingDb()
  const changes = await db.transaction(async (tx) => applyBookingSuspensions(tx, await billingRules(), now))
  for (const change of changes) await afterSubscriptionChange(change)
  return {
    suspended: changes.filter((change) => change.suspended).length,
    restored: changes.filter((change) => !change.suspended).length,
  }
}

/** Nightly: each customer's row compared with Stripe's state and repaired (nothing to do without billing). */
export async function reconcileSubscriptionsJob(now: Date): Promise<JobReport> {
  if (!(await billingRules()).configured) return {}
  return reconcileSubscriptions(now)
}
