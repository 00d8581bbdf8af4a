import type { User } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'
import { siteUrl } from '../notifications/siteUrl'
import { getPayloadClient } from '../payload'
import { getSiteSettings } from '../site/settings'
import { billingDetailsOf } from './billingDetails'
import { attachCustomer, subscriptionOfGroomer } from './rows'
import { subscriptionState } from './state'
import { billingDb } from './db'
import { requirePaymentProvider, withProvider } from './sync'

type Groomer = AuthenticatedPerson & User

export const ALREADY_SUBSCRIBED = 'Votre abonnement est déjà en cours : gérez-le depuis « Gérer mon abonnement ».'
export const PAY_WHAT_IS_DUE = 'Un paiement est en attente : réglez-le depuis « Mettre à jour mon moyen de paiement ».'
export const NOTHING_TO_MANAGE = 'Vous n’avez pas encore d’abonnement à gérer.'

export const SUBSCRIPTION_PAGE = '/user/abonnement'

/**
 * Stripe's hosted checkout for the monthly subscription (card or SEPA Direct Debit), with the trial of
 * the site settings the first time. Answers the page's address; nothing is billed before it is completed.
 */
export async function startSubscription(groomer: Groomer, now = new Date()): Promise<{ url: string }> {
  const provider = requirePaymentProvider()
  const db = await billingDb()
  const row = await subscriptionOfGroomer(db, groomer.id)
  const state = subscriptionState(row, now)
  if (state === 'essai' || state === 'actif') throw new DomainError('conflict', ALREADY_SUBSCRIBED)
  if (state === 'impaye') throw new DomainError('conflict', PAY_WHAT_IS_DUE)
  let customerId = row?.stripeCustomerId ?? null
  if (!customerId) {
    const payload = await getPayloadClient()
    // System read: the groomer's own record with their city's name, for their invoices.
    const stored = await payload.findByID({ collection: 'users', id: groomer.id, depth: 1, overrideAccess: true })
    const details = billingDetailsOf(stored, await getSiteSettings())
    customerId = await withProvider(() => provider.createCustomer(groomer.id, details))
    await attachCustomer(db, groomer.id, customerId)
  }
  const settings = await getSiteSettings()
  // One free trial per groomer: coming back after a cancellation starts paying at once.
  const trialDays = row?.hadTrial ? 0 : (settings.subscription?.trialDays ?? 30)
  const url = await withProvider(() =>
    provider.startSubscriptionCheckout({
      customerId,
      groomerId: groomer.id,
      trialDays,
      successUrl: `${siteUrl()}${SUBSCRIPTION_PAGE}?retour=paiement`,
      cancelUrl: `${siteUrl()}${SUBSCRIPTION_PAGE}`,
    }),
  )
  return { url }
}

/** Stripe's customer portal: payment method, invoices, cancellation at the end of the period. */
export async function openBillingPortal(groomer: Groomer): Promise<{ url: string }> {
  const provider = requirePaymentProvider()
  const row = await subscriptionOfGroomer(await billingDb(), groomer.id)
  if (!row?.stripeCustomerId) throw new DomainError('conflict', NOTHING_TO_MANAGE)
  const customerId = row.stripeCustomerId
  return { url: await withProvider(() => provider.openPortal(customerId, `${siteUrl()}${SUBSCRIPTION_PAGE}`)) }
}
