import { getSiteSettings } from '../site/settings'
import { subscriptionOfGroomer } from './rows'
import { billingRulesOf } from './rules'
import { mayPublish, type BillingRules } from './state'
import { billingDb } from './db'

/** Whether billing is configured (Stripe keys set) and the grace after a failed payment. */
export async function billingRules(): Promise<BillingRules> {
  return billingRulesOf(await getSiteSettings())
}

/** The publication checklist's subscription item: null when billing is not configured (nothing to ask). */
export async function subscriptionAllowsPublishing(groomerId: number, now = new Date()): Promise<boolean | null> {
  const rules = await billingRules()
  if (!rules.configured) return null
  return mayPublish(await subscriptionOfGroomer(await billingDb(), groomerId), now, rules)
}
