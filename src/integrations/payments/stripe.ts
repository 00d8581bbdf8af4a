import Stripe from 'stripe'

import {
  PaymentProviderError,
  PaymentSignatureError,
  type BillingDetails,
  type ConnectedAccountSnapshot,
  type InvoiceSummary,
  type PaymentEvent,
  type PaymentProvider,
  type SubscriptionSnapshot,
} from './port'
import { guaranteeMethods } from './stripeGuarantees'

export type StripeSettings = {
  secretKey: string
  webhookSecret: string
  /** The Connect endpoint's secret (events of connected accounts), when Stripe sends them to another endpoint. */
  connectWebhookSecret?: string
  /** The monthly price (excluding tax) groomers subscribe to. */
  priceId: string
  /** A 20 % French VAT rate applied to the subscription, when set. */
  taxRateId?: string
  /** Test-only: Stripe's API elsewhere (a local fake). */
  apiBase?: URL
}

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null)
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id

function customerFields(details: BillingDetails): Stripe.CustomerCreateParams {
  const customFields = [
    ...(details.siret ? [{ name: 'SIRET', value: details.siret }] : []),
    ...(details.vatNumber ? [{ name: 'N° TVA', value: details.vatNumber }] : []),
  ]
  return {
    email: details.email,
    name: details.name,
    preferred_locales: ['fr'],
    ...(details.address
      ? {
          address: {
            line1: details.address.line1,
            postal_code: details.address.postalCode,
            city: details.address.city,
            country: details.address.country,
          },
        }
      : {}),
    invoice_settings: { custom_fields: customFields.length > 0 ? customFields : null, footer: details.footer ?? null },
  } as Stripe.CustomerCreateParams
}

function snapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0]
  return {
    id: subscription.id,
    status: subscription.status,
    trialEnd: date(subscription.trial_end),
    currentPeriodEnd: date(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: date(subscription.ended_at ?? subscription.canceled_at),
    amountCents: item?.price.unit_amount ?? null,
  }
}

const accountSnapshot = (account: Stripe.Account): ConnectedAccountSnapshot => ({
  id: account.id,
  chargesEnabled: account.charges_enabled ?? false,
  payoutsEnabled: account.payouts_enabled ?? false,
  detailsSubmitted: account.details_submitted ?? false,
})

function eventOf(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as unknown as Record<string, unknown>
  const isAccount = object.object === 'account'
  const isCustomer = object.object === 'customer'
  const isInvoice = object.object === 'invoice'
  const amount = isInvoice ? Number(event.type === 'invoice.paid' ? object.amount_paid : object.amount_due) : NaN
  return {
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    accountId: isAccount ? String(object.id) : (event.account ?? null),
    customerId: isCustomer ? String(object.id) : idOf(object.customer as string | { id: string } | null),
    objectId: typeof object.id === 'string' ? object.id : null,
    amountCents: Number.isInteger(amount) ? amount : null,
  }
}

/** Stripe Billing through the official SDK: Checkout and the customer portal are Stripe's hosted pages. */
export function stripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const base = settings.apiBase
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
  const calling = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      throw new PaymentProviderError({ cause: error })
    }
  }
  return {
    name: 'stripe',
    ...guaranteeMethods(stripe, calling),
    createCustomer: (groomerId, details) =>
      calling(async () => {
        const customer = await stripe.customers.create(
          { ...customerFields(details), metadata: { groomerId: String(groomerId) } },
          // One customer per groomer even when the first click is sent twice.
          { idempotencyKey: `groomer-customer-${groomerId}` },
        )
        return customer.id
      }),
    updateCustomer: (customerId, details) =>
      calling(async () => {
        await stripe.customers.update(customerId, customerFields(details) as Stripe.CustomerUpdateParams)
      }),
    startSubscriptionCheckout: ({ customerId, groomerId, trialDays, successUrl, cancelUrl }) =>
      calling(async () => {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: String(groomerId),
          line_items: [{ price: settings.priceId, quantity: 1 }],
          allowed_payment_method_types: ['card', 'sepa_debit'],
          locale: 'fr',
          subscription_data: {
            ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
            ...(settings.taxRateId ? { default_tax_rates: [settings.taxRateId] } : {}),
            metadata: { groomerId: String(groomerId) },
          },
          success_url: successUrl,
          cancel_url: cancelUrl,
        })
        if (!session.url) throw new Error('Stripe Checkout answered without a page address')
        return session.url
      }),
    openPortal: (customerId, returnUrl) =>
      calling(async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          locale: 'fr',
        })
        return session.url
      }),
    currentSubscription: (customerId) =>
      calling(async () => {
        const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 10 })
        const current = list.data.find((subscription) => subscription.status !== 'incomplete_expired')
        return current ? snapshot(current) : null
      }),
    invoices: (customerId, limit) =>
      calling(async () => {
        const list = await stripe.invoices.list({ customer: customerId, limit })
        return list.data.map((invoice): InvoiceSummary => ({
          id: invoice.id ?? '',
          number: invoice.number,
          created: new Date(invoice.created * 1000),
          totalCents: invoice.total,
          status: invoice.status ?? 'draft',
          pdfUrl: invoice.invoice_pdf ?? null,
        }))
      }),
    createConnectedAccount: (groomerId, email) =>
      calling(async () => {
        const account = await stripe.accounts.create(
          {
            country: 'FR',
            email,
            // Express: Stripe hosts the onboarding and the groomer's dashboard; the marketplace
            // handles disputes and losses of the charges it makes for them (decision 0060).
            controller: {
              stripe_dashboard: { type: 'express' },
              fees: { payer: 'application' },
              losses: { payments: 'application' },
            },
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { groomerId: String(groomerId) },
          },
          { idempotencyKey: `groomer-connected-account-${groomerId}` },
        )
        return account.id
      }),
    connectOnboardingLink: (accountId, { refreshUrl, returnUrl }) =>
      calling(async () => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          refresh_url: refreshUrl,
          return_url: returnUrl,
        })
        return link.url
      }),
    connectedAccount: (accountId) => calling(async () => accountSnapshot(await stripe.accounts.retrieve(accountId))),
    verifyEvent(rawBody, signature) {
      const secrets = [settings.webhookSecret, settings.connectWebhookSecret].filter((secret) => secret !== undefined)
      let failure: unknown
      for (const secret of secrets) {
        let event: Stripe.Event
        try {
          event = stripe.webhooks.constructEvent(rawBody, signature, secret)
        } catch (error) {
          failure = error
          continue
        }
        return eventOf(event)
      }
      throw new PaymentSignatureError({ cause: failure })
    },
  }
}
