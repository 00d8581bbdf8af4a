import { getPaymentProvider } from '@/integrations/payments'

import type { SiteSetting } from '@/payload-types'

import type { BillingRules } from './state'

/** Whether billing is configured (Stripe keys set) and the grace after a failed payment, from the site settings. */
export const billingRulesOf = (settings: Pick<SiteSetting, 'subscription'>): BillingRules => ({
  configured: getPaymentProvider() !== null,
  graceDays: settings.subscription?.graceDays ?? 14,
})
