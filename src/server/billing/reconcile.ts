import { sql } from '@payloadcms/db-postgres'

import { log } from '../observability/log'
import { billingDb } from './db'
import { billingRules } from './gate'
import { requirePaymentProvider, syncCustomerIn } from './sync'

/**
 * The nightly check: every customer's row compared with Stripe's current state and repaired where it
 * drifted (a webhook lost, a change made in Stripe's dashboard). Answers how many were checked and repaired.
 */
export async function reconcileSubscriptions(now = new Date()): Promise<{ checked: number; repaired: number }> {
  const provider = requirePaymentProvider()
  const db = await billingDb()
  const rules = await billingRules()
  const { rows } = await db.execute(
    sql`select "stripe_customer_id" as "customerId" from "billing_subscriptions" where "stripe_customer_id" is not null`,
  )
  let repaired = 0
  for (const { customerId } of rows as { customerId: string }[]) {
    try {
      const drifted = await db.transaction(async (tx) => {
        const before = await tx.execute(
          sql`select "stripe_subscription_id", "stripe_status", "cancel_at_period_end", "current_period_end"
              from "billing_subscriptions" where "stripe_customer_id" = ${customerId}`,
        )
        await syncCustomerIn(tx, provider, customerId, now, rules)
        const after = await tx.execute(
          sql`select "stripe_subscription_id", "stripe_status", "cancel_at_period_end", "current_period_end"
              from "billing_subscriptions" where "stripe_customer_id" = ${customerId}`,
        )
        return JSON.stringify(before.rows) !== JSON.stringify(after.rows)
      })
      if (drifted) repaired += 1
    } catch (error) {
      log('error', 'subscription reconciliation failed for one customer', { customerId, error })
    }
  }
  if (repaired > 0) log('info', 'subscriptions repaired from Stripe', { repaired })
  return { checked: rows.length, repaired }
}
