/**
 * What the site needs from its payment provider (hosted pages only): to bill groomers their
 * subscription, and to connect each groomer's own account for their clients' payments (Connect).
 */

/** A subscription as the provider holds it now. */
export type SubscriptionSnapshot = {
  id: string
  /** The provider's own word: trialing, active, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  status: string
  trialEnd: Date | null
  currentPeriodEnd: Date | null
  cancelAtPeriodEnd: boolean
  canceledAt: Date | null
  /** The monthly price excluding tax, in cents. */
  amountCents: number | null
}

export type InvoiceSummary = {
  id: string
  number: string | null
  created: Date
  /** Including tax, in cents. */
  totalCents: number
  status: string
  pdfUrl: string | null
}

/** A groomer's connected account (Stripe Connect), as Stripe holds it now. */
export type ConnectedAccountSnapshot = {
  id: string
  /** Stripe lets the account take payments (its onboarding is complete and verified). */
  chargesEnabled: boolean
  payoutsEnabled: boolean
  /** The groomer went through the hosted onboarding to its end. */
  detailsSubmitted: boolean
}

/** A verified webhook event, reduced to what the site records. */
export type PaymentEvent = {
  id: string
  type: string
  created: Date
  /** The connected account the event is about (Connect events), else null. */
  accountId: string | null
  customerId: string | null
  objectId: string | null
  /** What an invoice event moved (paid or due), in cents. */
  amountCents: number | null
}

/** The groomer's billing details, printed on their invoices. */
export type BillingDetails = {
  email: string
  name: string
  address?: { line1: string; postalCode: string; city: string; country: string }
  siret?: string
  vatNumber?: string
  /** The seller's legal mentions, printed at the foot of each invoice. */
  footer?: string
}

export interface PaymentProvider {
  readonly name: 'stripe'
  createCustomer(groomerId: number, details: BillingDetails): Promise<string>
  updateCustomer(customerId: string, details: BillingDetails): Promise<void>
  /** A hosted checkout page subscribing the customer (card or SEPA Direct Debit); answers its address. */
  startSubscriptionCheckout(input: {
    customerId: string
    groomerId: number
    trialDays: number
    successUrl: string
    cancelUrl: string
  }): Promise<string>
  /** The hosted portal: payment method, invoices, cancellation at the period's end; answers its address. */
  openPortal(customerId: string, returnUrl: string): Promise<string>
  /** The customer's current subscription (the newest that is not an abandoned checkout), or null. */
  currentSubscription(customerId: string): Promise<SubscriptionSnapshot | null>
  invoices(customerId: string, limit: number): Promise<InvoiceSummary[]>
  /** A connected account for the groomer (Express, in France), made once even when asked twice. */
  createConnectedAccount(groomerId: number, email: string): Promise<string>
  /** Stripe's hosted onboarding of the account; answers its address (valid a few minutes). */
  connectOnboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>
  connectedAccount(accountId: string): Promise<ConnectedAccountSnapshot>
  /** Checks the signature on the raw body; throws PaymentSignatureError otherwise. */
  verifyEvent(rawBody: Buffer, signature: string): PaymentEvent
}

export class PaymentSignatureError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Payment webhook: bad signature', options)
  }
}

/** The provider is down, refused or answered something unexpected. */
export class PaymentProviderError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Payment provider unavailable', options)
  }
}
