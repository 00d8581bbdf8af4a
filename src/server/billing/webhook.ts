import { getPaymentProvider, PaymentProviderError, PaymentSignatureError } from '@/integrations/payments'

import { DomainError } from '../domainErrors'
import { log } from '../observability/log'
import { afterSubscriptionChange } from './afterChange'
import { applyPaymentEvent, BILLING_NOT_CONFIGURED } from './sync'

export const BAD_SIGNATURE = 'Signature Stripe invalide.'

/** One delivery of Stripe's webhook: verified, recorded once, applied; answers what became of it. */
export async function receiveStripeWebhook(
  raw: Buffer,
  signature: string | null,
): Promise<{ received: true; outcome: 'applied' | 'duplicate' | 'ignored' }> {
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
  try {
    const { outcome, sync } = await applyPaymentEvent(event)
    if (sync) await afterSubscriptionChange(sync)
    return { received: true, outcome }
  } catch (error) {
    // Not recorded: Stripe sends it again later.
    if (error instanceof PaymentProviderError) {
      log('warn', 'Stripe event left for a retry', { event: event.id, error })
      throw new DomainError('unavailable', 'Stripe est momentanément injoignable.')
    }
    throw error
  }
}
