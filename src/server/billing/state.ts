/**
 * A groomer's subscription in the site's words, from the row kept in step with Stripe (pure: the
 * clock and the settings come in).
 */

export type SubscriptionRow = {
  groomerId: number
  stripeCustomerId: string | null
  stripeSubscriptionId: string | null
  stripeStatus: string | null
  trialEnd: Date | null
  currentPeriodEnd: Date | null
  cancelAtPeriodEnd: boolean
  amountCents: number | null
  paymentFailedAt: Date | null
  firstPaidAt: Date | null
  hadTrial: boolean
  canceledAt: Date | null
  comped: boolean
  compedUntil: Date | null
}

/** offert: months given by an admin; aucun: never subscribed (or an abandoned checkout). */
export type SubscriptionState = 'offert' | 'essai' | 'actif' | 'impaye' | 'resilie' | 'aucun'

export const STATE_LABELS: Record<SubscriptionState, string> = {
  offert: 'Offert',
  essai: 'Essai gratuit',
  actif: 'Actif',
  impaye: 'Paiement en attente',
  resilie: 'Résilié',
  aucun: 'Sans abonnement',
}

/** Stripe's statuses of a subscription whose payment is due (also the SQL of rows.ts). */
export const UNPAID_STATUSES = ['past_due', 'unpaid', 'incomplete'] as const
const UNPAID = new Set<string>(UNPAID_STATUSES)
const ENDED = new Set(['canceled', 'incomplete_expired', 'paused'])

export function isComped(row: SubscriptionRow | null, now: Date): boolean {
  return Boolean(row?.comped && (!row.compedUntil || row.compedUntil > now))
}

export function subscriptionState(row: SubscriptionRow | null, now: Date): SubscriptionState {
  if (!row) return 'aucun'
  if (isComped(row, now)) return 'offert'
  const status = row.stripeStatus
  if (status === 'trialing') return 'essai'
  if (status === 'active') return 'actif'
  if (status && UNPAID.has(status)) return 'impaye'
  if (status && ENDED.has(status)) return 'resilie'
  return 'aucun'
}

/** The end of the grace after a failed payment: online booking stops then, unless paid meanwhile. */
export function graceEnd(row: SubscriptionRow | null, graceDays: number): Date | null {
  if (!row?.paymentFailedAt) return null
  return new Date(row.paymentFailedAt.getTime() + graceDays * 86_400_000)
}

export type BillingRules = { configured: boolean; graceDays: number }

/** A groomer publishes their page with a trial, an active subscription or months offered (any, without billing). */
export function mayPublish(row: SubscriptionRow | null, now: Date, rules: BillingRules): boolean {
  if (!rules.configured) return true
  return ['offert', 'essai', 'actif'].includes(subscriptionState(row, now))
}

/**
 * Online booking stops once the grace after a failed payment is over, once the subscription ended, or
 * once months offered ran out with no subscription behind them; the page stays and shows the phone.
 * Without billing configured, or for a groomer who never subscribed (published before billing was on),
 * nothing is suspended.
 */
export function subscriptionSuspendsBooking(row: SubscriptionRow | null, now: Date, rules: BillingRules): boolean {
  if (!rules.configured || !row) return false
  const state = subscriptionState(row, now)
  if (state === 'impaye') {
    const end = graceEnd(row, rules.graceDays)
    return end === null || now >= end
  }
  if (state === 'resilie') return true
  return state === 'aucun' && row.comped
}
