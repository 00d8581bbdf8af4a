import { getPaymentProvider, type InvoiceSummary } from '@/integrations/payments'

import { log } from '../observability/log'
import { getSiteSettings } from '../site/settings'
import { subscriptionOfGroomer } from './rows'
import { graceEnd, STATE_LABELS, subscriptionState, type SubscriptionState } from './state'
import { billingDb } from './db'
import { afterSubscriptionChange } from './afterChange'
import { applyQueuedEventsOf } from './eventQueue'
import { syncCustomer } from './sync'

export const VAT_RATE = 0.2

/** « Mon abonnement » as the groomer reads it. */
export type SubscriptionView = {
  /** False without Stripe keys (the demo): nothing is billed and the page says so. */
  configured: boolean
  state: SubscriptionState
  stateLabel: string
  priceExclTaxCents: number
  priceInclTaxCents: number
  trialDays: number
  trialEnd: Date | null
  /** The next debit (none once cancelled at the period's end). */
  nextPaymentAt: Date | null
  /** A cancellation takes effect then. */
  endsAt: Date | null
  /** Online booking stops then if the payment is still due. */
  graceEndsAt: Date | null
  compedUntil: Date | null
  mayStart: boolean
  mayManage: boolean
  /** Null when Stripe could not be reached (the page says to come back later). */
  invoices: InvoiceSummary[] | null
}

export async function subscriptionView(
  groomerId: number,
  options: { returningFromCheckout?: boolean; now?: Date } = {},
): Promise<SubscriptionView> {
  const now = options.now ?? new Date()
  const provider = getPaymentProvider()
  const db = await billingDb()
  const settings = await getSiteSettings()
  let row = await subscriptionOfGroomer(db, groomerId)
  if (provider && row?.stripeCustomerId) {
    // Back from Stripe's checkout, read its outcome now rather than wait for the webhook; otherwise
    // apply what Stripe already sent and the jobs process has not applied yet.
    const customerId = row.stripeCustomerId
    await (
      options.returningFromCheckout
        ? syncCustomer(customerId, now).then((change) => (change ? afterSubscriptionChange(change) : undefined))
        : applyQueuedEventsOf(customerId)
    ).catch((error: unknown) => log('warn', 'subscription not brought in step before showing it', { groomerId, error }))
    row = await subscriptionOfGroomer(db, groomerId)
  }
  const state = subscriptionState(row, now)
  const priceExclTaxCents = Math.round((settings.subscription?.priceExclTax ?? 29) * 100)
  let invoices: InvoiceSummary[] | null = []
  if (provider && row?.stripeCustomerId) {
    invoices = await provider.invoices(row.stripeCustomerId, 24).catch((error: unknown) => {
      log('warn', 'invoices not read from Stripe', { groomerId, error })
      return null
    })
  }
  const running = state === 'essai' || state === 'actif' || state === 'impaye'
  return {
    configured: provider !== null,
    state,
    stateLabel: STATE_LABELS[state],
    priceExclTaxCents,
    priceInclTaxCents: Math.round(priceExclTaxCents * (1 + VAT_RATE)),
    trialDays: row?.hadTrial ? 0 : (settings.subscription?.trialDays ?? 30),
    trialEnd: state === 'essai' ? (row?.trialEnd ?? null) : null,
    nextPaymentAt: running && state !== 'impaye' && !row?.cancelAtPeriodEnd ? (row?.currentPeriodEnd ?? null) : null,
    endsAt: running && row?.cancelAtPeriodEnd ? (row.currentPeriodEnd ?? null) : null,
    graceEndsAt: state === 'impaye' ? graceEnd(row, settings.subscription?.graceDays ?? 14) : null,
    compedUntil: state === 'offert' ? (row?.compedUntil ?? null) : null,
    mayStart: provider !== null && (state === 'aucun' || state === 'resilie' || state === 'offert'),
    mayManage: provider !== null && Boolean(row?.stripeCustomerId) && state !== 'aucun',
    invoices: provider ? invoices : [],
  }
}
