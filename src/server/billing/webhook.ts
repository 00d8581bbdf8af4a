import { getPaymentProvider, PaymentSignatureError } from '@/integrations/payments'

import { refreshConnectedAccount } from '../connectedAccounts/accounts'
import { applyGuaranteeEvent } from '../noShows/checkoutEvents'
import { applyDisputeEvent } from '../noShows/disputes'
import { DomainError } from '../domainErrors'
import { recordPaymentEvent } from './eventQueue'
import { BILLING_NOT_CONFIGURED, withProvider } from './sync'

export const BAD_SIGNATURE = 'Signature Stripe invalide.'

/**
 * One delivery of Stripe's webhook: verified on the raw body, then recorded once and queued for its
 * customer (decision 0055); the jobs process applies it within a moment. Stripe gets its 200 without
 * waiting on its own API or on e-mails, and retries whatever did not get one.
 */
export async function receiveStripeWebhook(
  raw: Buffer,
  signature: string | null,
): Promise<{ received: true; outcome: 'recorded' | 'duplicate' }> {
  // Without billing configured the endpoint does not exist (nothing of Stripe points here).
  const provider = getPaymentProvider()
  if (!provider) throw new DomainError('not_found', BILLING_NOT_CONFIGURED)
  if (!signature) throw new DomainError('invalid', BAD_SIGNATURE, { fields: { 'stripe-signature': BAD_SIGNATURE } })
  let event
  try {
    event = provider.verifyEvent(raw, signature)
  } catch (error) {
    if (error instanceof PaymentSignatureError)
      throw new DomainError('invalid', BAD_SIGNATURE, { fields: { 'stripe-signature': BAD_SIGNATURE } })
    throw error
  }
  // A connected account's change is read again from Stripe before the event is recorded: if Stripe
  // cannot answer, the delivery fails and Stripe sends it again.
  if (event.accountId && event.type === 'account.updated') await refreshConnectedAccount(event.accountId)
  // An owner's deposit or card imprint is applied here and now, the same way (nothing of a groomer's
  // subscription to bring in step: recorded without its customer).
  // A card dispute on a deposit or a fee is kept for the groomer's space, the same way.
  if ((await withProvider(() => applyGuaranteeEvent(event))) || (await withProvider(() => applyDisputeEvent(event))))
    return { received: true, outcome: await recordPaymentEvent({ ...event, customerId: null }) }
  return { received: true, outcome: await recordPaymentEvent(event) }
}
