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

/** A hosted checkout that secures a booking for its groomer: a deposit paid, or the card saved (an imprint). */
export type GuaranteeCheckoutInput = {
  mode: 'payment' | 'setup'
  /** The owner's customer (ensureOwnerCustomer): the card is saved on it for a later fee. */
  customerId: string
  /** The groomer's connected account, which receives the money. */
  accountId: string
  /** The deposit (payment mode), in cents. */
  amountCents?: number
  /** What the marketplace keeps of it (0 by default, a setting). */
  applicationFeeCents: number
  /** « Acompte : Toilettage complet, samedi 12 décembre à 10:00 ». */
  description: string
  /** The appointment's reference. */
  reference: string
  successUrl: string
  cancelUrl: string
  /** When Stripe closes the page unpaid (30 minutes at the least). */
  expiresAt: Date
  /** A fee the saved card could not pay, paid on the page instead (payment mode, the card not kept). */
  fee?: boolean
}

/** Where a guarantee checkout stands, as Stripe holds it now. */
export type GuaranteeSession = {
  id: string
  status: 'open' | 'complete' | 'expired'
  mode: 'payment' | 'setup'
  reference: string | null
  customerId: string | null
  /** The deposit's payment (payment mode, once paid). */
  paymentIntentId: string | null
  amountCents: number | null
  /** The card saved for a later fee (both modes, once complete). */
  paymentMethodId: string | null
}

/** A charge of a saved card without the owner (a no-show fee): done, Stripe asks the owner, or refused. */
export type OffSessionCharge =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'requires_action' | 'failed'; paymentIntentId: string | null; message: string }

/** A card dispute (chargeback) as Stripe has it now, with the booking its payment was for. */
export type DisputeSnapshot = {
  id: string
  /** Stripe's status: `warning_needs_response`, `needs_response`, `under_review`, `won`, `lost`… */
  status: string
  amountCents: number
  /** The bank's reason (`fraudulent`, `product_not_received`…). */
  reason: string
  evidenceDueBy: Date | null
  /** The booking's reference, from its payment's metadata (null: not a payment of a booking). */
  reference: string | null
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
  /** The owner's customer, made once per owner account. */
  ensureOwnerCustomer(attendeeId: number, email: string): Promise<string>
  /** Stripe's hosted page for a deposit (payment) or a card imprint (setup); answers its id and address. */
  startGuaranteeCheckout(input: GuaranteeCheckoutInput): Promise<{ id: string; url: string }>
  guaranteeSession(sessionId: string): Promise<GuaranteeSession>
  /** Closes an open checkout (the request was withdrawn before it was paid). */
  expireGuaranteeCheckout(sessionId: string): Promise<void>
  /** Gives back all or part of a payment, taken back from the groomer's account; once per key. */
  refund(input: { paymentIntentId: string; amountCents?: number; idempotencyKey: string }): Promise<{
    id: string
    amountCents: number
  }>
  /** Charges a saved card without the owner (a fee), for the groomer's account; once per key. */
  chargeSavedCard(input: {
    customerId: string
    paymentMethodId: string
    accountId: string
    amountCents: number
    applicationFeeCents: number
    description: string
    reference: string
    idempotencyKey: string
  }): Promise<OffSessionCharge>
  /** A dispute read again from Stripe (an event's copy is not trusted). */
  dispute(disputeId: string): Promise<DisputeSnapshot>
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
