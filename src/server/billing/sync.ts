import { getPaymentProvider, PaymentProviderError, type PaymentProvider } from '@/integrations/payments'

import { DomainError } from '../domainErrors'
import type { TransactionDb } from '../transaction'
import { billingDb } from './db'
import { billingRules } from './gate'
import { lockSubscriptionOfCustomer, writeSnapshot } from './rows'
import { applyBookingSuspensions } from './suspension'
import { subscriptionState, type BillingRules, type SubscriptionRow, type SubscriptionState } from './state'

export const BILLING_NOT_CONFIGURED = 'Le paiement en ligne des abonnements n’est pas configuré sur ce site.'

export const PAYMENTS_UNAVAILABLE = 'Notre prestataire de paiement ne répond pas : réessayez dans un instant.'

/** A call to the provider on behalf of a person: its outage is a 503 with a French message, not a 500. */
export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new DomainError('unavailable', PAYMENTS_UNAVAILABLE)
    throw error
  }
}

export function requirePaymentProvider(): PaymentProvider {
  const provider = getPaymentProvider()
  // Not a fault of the moment (503): this site takes no payment until its keys are set.
  if (!provider) throw new DomainError('conflict', BILLING_NOT_CONFIGURED)
  return provider
}

/**
 * What a sync changed: the groomer's state before and after, and whether online booking was suspended
 * (true) or given back (false) by it (null: the customer is not one of ours).
 */
export type SyncOutcome = {
  groomerId: number
  before: SubscriptionState
  after: SubscriptionState
  suspended: boolean | null
} | null

/**
 * Brings one customer's row in step with what Stripe holds now. Reading Stripe's current state (not the
 * event's copy) makes the order of events irrelevant; the row stays locked meanwhile, so two events of
 * one customer never write an older state over a newer one.
 */
export async function syncCustomerIn(
  tx: TransactionDb,
  provider: PaymentProvider,
  customerId: string,
  now: Date,
  rules: BillingRules,
): Promise<SyncOutcome> {
  const row = await lockSubscriptionOfCustomer(tx, customerId)
  if (!row) return null
  const snapshot = await provider.currentSubscription(customerId)
  await writeSnapshot(tx, row.groomerId, snapshot, now)
  const written: SubscriptionRow = { ...row, stripeStatus: snapshot?.status ?? null }
  const [change] = await applyBookingSuspensions(tx, rules, now, [row.groomerId])
  return {
    groomerId: row.groomerId,
    before: subscriptionState(row, now),
    after: subscriptionState(written, now),
    suspended: change ? change.suspended : null,
  }
}

/** `rules`: when the caller syncs many customers, read once (they cost a read of the site settings). */
export async function syncCustomer(customerId: string, now = new Date(), rules?: BillingRules): Promise<SyncOutcome> {
  const provider = requirePaymentProvider()
  const db = await billingDb()
  const settled = rules ?? (await billingRules())
  return db.transaction((tx) => syncCustomerIn(tx, provider, customerId, now, settled))
}
