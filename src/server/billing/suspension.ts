import { sql } from '@payloadcms/db-postgres'

import type { TransactionDb } from '../transaction'
import { rowOf } from './rows'
import { subscriptionSuspendsBooking, type BillingRules } from './state'

export type SuspensionChange = { groomerId: number; suspended: boolean }

/**
 * Brings the groomers' `booking_suspended` in step with their subscription (all of them, or `groomerIds`);
 * answers those whose flag changed (the rule: `subscriptionSuspendsBooking`).
 */
export async function applyBookingSuspensions(
  db: TransactionDb,
  rules: BillingRules,
  now: Date,
  groomerIds?: number[],
): Promise<SuspensionChange[]> {
  const only = groomerIds
    ? sql`and u."id" in (${sql.join(
        groomerIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`
    : sql``
  if (groomerIds?.length === 0) return []
  const { rows } = await db.execute(sql`
    select u."id" as "userId", coalesce(u."booking_suspended", false) as "suspended", b."groomer_id" as "groomerId",
      b."stripe_customer_id" as "stripeCustomerId", b."stripe_subscription_id" as "stripeSubscriptionId",
      b."stripe_status" as "stripeStatus", b."trial_end" as "trialEnd", b."current_period_end" as "currentPeriodEnd",
      b."cancel_at_period_end" as "cancelAtPeriodEnd", b."amount_cents" as "amountCents",
      b."payment_failed_at" as "paymentFailedAt", b."first_paid_at" as "firstPaidAt", b."had_trial" as "hadTrial",
      b."canceled_at" as "canceledAt", b."comped", b."comped_until" as "compedUntil"
    from "users" u left join "billing_subscriptions" b on b."groomer_id" = u."id"
    where (b."groomer_id" is not null or u."booking_suspended") ${only}`)
  const changes: SuspensionChange[] = []
  for (const raw of rows) {
    const row = raw.groomerId == null ? null : rowOf(raw)
    const suspend = subscriptionSuspendsBooking(row, now, rules)
    if (suspend !== Boolean(raw.suspended)) changes.push({ groomerId: Number(raw.userId), suspended: suspend })
  }
  for (const suspended of [true, false]) {
    const ids = changes.filter((change) => change.suspended === suspended).map((change) => change.groomerId)
    if (ids.length === 0) continue
    await db.execute(
      sql`update "users" set "booking_suspended" = ${suspended} where "id" in (${sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )})`,
    )
  }
  return changes
}
