import { env } from '@/server/env'

import type { PaymentProvider } from './port'
import { stripePaymentProvider } from './stripe'

export type {
  BillingDetails,
  ConnectedAccountSnapshot,
  GuaranteeCheckoutInput,
  GuaranteeSession,
  OffSessionCharge,
  InvoiceSummary,
  PaymentEvent,
  PaymentProvider,
  SubscriptionSnapshot,
} from './port'
export { PaymentProviderError, PaymentSignatureError } from './port'

let provider: PaymentProvider | null | undefined

/**
 * Stripe when STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID are set; null otherwise (the
 * demo, development): billing is then not configured and no groomer is asked to pay.
 */
export function getPaymentProvider(): PaymentProvider | null {
  if (provider !== undefined) return provider
  const {
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET,
    STRIPE_PRICE_ID,
    STRIPE_TAX_RATE_ID,
    STRIPE_API_BASE_URL,
  } = env()
  provider =
    STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET && STRIPE_PRICE_ID
      ? stripePaymentProvider({
          secretKey: STRIPE_SECRET_KEY,
          webhookSecret: STRIPE_WEBHOOK_SECRET,
          connectWebhookSecret: STRIPE_CONNECT_WEBHOOK_SECRET,
          priceId: STRIPE_PRICE_ID,
          taxRateId: STRIPE_TAX_RATE_ID,
          apiBase: STRIPE_API_BASE_URL ? new URL(STRIPE_API_BASE_URL) : undefined,
        })
      : null
  return provider
}

/** Forgets the provider, so the next call reads the environment again (tests that change it). */
export function resetPaymentProvider(): void {
  provider = undefined
}
