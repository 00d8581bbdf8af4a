import { sql } from '@payloadcms/db-postgres'

import type { SubscriptionSnapshot } from '@/integrations/payments'

import type { TransactionDb } from '../transaction'
import { UNPAID_STATUSES, type SubscriptionRow } from './state'

/**
 * A groomer's subscription facts: their billing row, when any (`b`), and the months an admin offered,
 * kept on the groomer (`u`: the admin edits them on the groomer's page).
 */
export const SUBSCRIPTION_COLUMNS = sql.raw(`u."id" as "groomerId", b."stripe_customer_id" as "stripeCustomerId",
  b."stripe_subscription_id" as "stripeSubscriptionId", b."stripe_status" as "stripeStatus", b."trial_end" as "trialEnd",
  b."current_period_end" as "currentPeriodEnd", coalesce(b."cancel_at_period_end", false) as "cancelAtPeriodEnd",
  b."amount_cents" as "amountCents", b."payment_failed_at" as "paymentFailedAt", b."first_paid_at" as "firstPaidAt",
  coalesce(b."had_trial", false) as "hadTrial", b."canceled_at" as "canceledAt",
  coalesce(u."subscription_offered", false) as "comped", u."subscription_offered_until" as "compedUntil"`)

const dateOrNull = (value: unknown) => (value == null ? null : new Date(value as string))

export function rowOf(raw: Record<string, unknown>): SubscriptionRow {
  return {
    groomerId: Number(raw.groomerId),
    stripeCustomerId: (raw.stripeCustomerId as string | null) ?? null,
    stripeSubscriptionId: (raw.stripeSubscriptionId as string | null) ?? null,
    stripeStatus: (raw.stripeStatus as string | null) ?? null,
    trialEnd: dateOrNull(raw.trialEnd),
    currentPeriodEnd: dateOrNull(raw.currentPeriodEnd),
    cancelAtPeriodEnd: Boolean(raw.cancelAtPeriodEnd),
    amountCents: raw.amountCents == null ? null : Number(raw.amountCents),
    paymentFailedAt: dateOrNull(raw.paymentFailedAt),
    firstPaidAt: dateOrNull(raw.firstPaidAt),
    hadTrial: Boolean(raw.hadTrial),
    canceledAt: dateOrNull(raw.canceledAt),
    comped: Boolean(raw.comped),
    compedUntil: dateOrNull(raw.compedUntil),
  }
}

/** The groomer's subscription facts (null for no such groomer). */
export async function subscriptionOfGroomer(db: TransactionDb, groomerId: number): Promise<SubscriptionRow | null> {
  const { rows } = await db.execute(sql`select ${SUBSCRIPTION_COLUMNS}
    from "users" u left join "billing_subscriptions" b on b."groomer_id" = u."id" where u."id" = ${groomerId}`)
  return rows[0] ? rowOf(rows[0]) : null
}

/** The row of a Stripe customer, locked until the transaction ends (events of one customer apply one at a time). */
export async function lockSubscriptionOfCustomer(
  db: TransactionDb,
  customerId: string,
): Promise<SubscriptionRow | null> {
  const { rows } = await db.execute(sql`select ${SUBSCRIPTION_COLUMNS}
    from "billing_subscriptions" b join "users" u on u."id" = b."groomer_id"
    where b."stripe_customer_id" = ${customerId} for update of b`)
  return rows[0] ? rowOf(rows[0]) : null
}

/**
 * Links the groomer to their Stripe customer (the row is made when missing). Two clicks at once
 * insert the same pair: a conflict on either unique key is no error (an ON CONFLICT naming only
 * the groomer would fail on the customer's key when both inserts pass the check together).
 */
export async function attachCustomer(db: TransactionDb, groomerId: number, customerId: string): Promise<void> {
  await db.execute(sql`
    insert into "billing_subscriptions" ("groomer_id", "stripe_customer_id") values (${groomerId}, ${customerId})
    on conflict do nothing`)
  await db.execute(sql`
    update "billing_subscriptions" set "stripe_customer_id" = ${customerId}, "updated_at" = now()
    where "groomer_id" = ${groomerId} and "stripe_customer_id" is distinct from ${customerId}`)
}

const UNPAID = sql`(${sql.join(
  UNPAID_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`

/**
 * Writes what Stripe holds now. The dates the site keeps itself follow from it: when a payment first
 * failed (kept until paid), when the first month was paid, whether there was a trial.
 */
export async function writeSnapshot(
  db: TransactionDb,
  groomerId: number,
  snapshot: SubscriptionSnapshot | null,
  now: Date,
): Promise<void> {
  const status = snapshot?.status ?? null
  const at = now.toISOString()
  await db.execute(sql`
    update "billing_subscriptions" set
      "stripe_subscription_id" = ${snapshot?.id ?? null},
      "stripe_status" = ${status},
      "trial_end" = ${snapshot?.trialEnd?.toISOString() ?? null},
      "current_period_end" = ${snapshot?.currentPeriodEnd?.toISOString() ?? null},
      "cancel_at_period_end" = ${snapshot?.cancelAtPeriodEnd ?? false},
      "amount_cents" = ${snapshot?.amountCents ?? null},
      "canceled_at" = ${snapshot?.canceledAt?.toISOString() ?? null},
      "had_trial" = "had_trial" or ${snapshot?.trialEnd != null},
      "payment_failed_at" = case when ${status}::text in ${UNPAID} then coalesce("payment_failed_at", ${at}::timestamptz) end,
      "first_paid_at" = case when ${status}::text = 'active' then coalesce("first_paid_at", ${at}::timestamptz) else "first_paid_at" end,
      "synced_at" = ${at}::timestamptz,
      "updated_at" = now()
    where "groomer_id" = ${groomerId}`)
}
