import Stripe from 'stripe'

import type { DisputeSnapshot, GuaranteeSession, OffSessionCharge, PaymentProvider } from './port'

type Calling = <T>(call: () => Promise<T>) => Promise<T>

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id

/**
 * The owners' side of Connect through the official SDK: deposits and card imprints on Stripe's
 * hosted Checkout for the groomer's connected account (destination charges made on its behalf),
 * refunds taken back from it, and fees charged off-session on the saved card (decision 0060).
 */
export function guaranteeMethods(
  stripe: Stripe,
  calling: Calling,
): Pick<
  PaymentProvider,
  | 'ensureOwnerCustomer'
  | 'startGuaranteeCheckout'
  | 'guaranteeSession'
  | 'expireGuaranteeCheckout'
  | 'refund'
  | 'chargeSavedCard'
  | 'dispute'
> {
  return {
    ensureOwnerCustomer: (attendeeId, email) =>
      calling(async () => {
        const customer = await stripe.customers.create(
          { email, preferred_locales: ['fr'], metadata: { attendeeId: String(attendeeId) } },
          { idempotencyKey: `owner-customer-${attendeeId}` },
        )
        return customer.id
      }),
    startGuaranteeCheckout: (input) =>
      calling(async () => {
        const purpose = input.fee ? 'fee' : input.mode === 'payment' ? 'deposit' : 'imprint'
        const metadata = { reference: input.reference, purpose }
        const common = {
          customer: input.customerId,
          client_reference_id: input.reference,
          locale: 'fr' as const,
          metadata,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        }
        const session =
          input.mode === 'payment'
            ? await stripe.checkout.sessions.create({
                ...common,
                mode: 'payment',
                line_items: [
                  {
                    quantity: 1,
                    price_data: {
                      currency: 'eur',
                      unit_amount: input.amountCents,
                      product_data: { name: input.description },
                    },
                  },
                ],
                payment_intent_data: {
                  on_behalf_of: input.accountId,
                  transfer_data: { destination: input.accountId },
                  application_fee_amount: input.applicationFeeCents,
                  // The card stays saved: a late cancellation's fee may be charged later.
                  ...(input.fee ? {} : { setup_future_usage: 'off_session' as const }),
                  description: input.description,
                  metadata,
                },
              })
            : await stripe.checkout.sessions.create({
                ...common,
                mode: 'setup',
                currency: 'eur',
                setup_intent_data: { on_behalf_of: input.accountId, description: input.description, metadata },
              })
        if (!session.url) throw new Error('Stripe Checkout answered without a page address')
        return { id: session.id, url: session.url }
      }),
    guaranteeSession: (sessionId) =>
      calling(async (): Promise<GuaranteeSession> => {
        const session = await stripe.checkout.sessions.retrieve(sessionId)
        const paymentIntentId = idOf(session.payment_intent)
        const setupIntentId = idOf(session.setup_intent)
        let paymentMethodId: string | null = null
        if (session.status === 'complete' && paymentIntentId)
          paymentMethodId = idOf((await stripe.paymentIntents.retrieve(paymentIntentId)).payment_method)
        if (session.status === 'complete' && setupIntentId)
          paymentMethodId = idOf((await stripe.setupIntents.retrieve(setupIntentId)).payment_method)
        return {
          id: session.id,
          status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
          mode: session.mode === 'setup' ? 'setup' : 'payment',
          reference: session.client_reference_id,
          customerId: idOf(session.customer),
          paymentIntentId: session.status === 'complete' ? paymentIntentId : null,
          amountCents: session.amount_total,
          paymentMethodId,
        }
      }),
    expireGuaranteeCheckout: (sessionId) =>
      calling(async () => {
        await stripe.checkout.sessions.expire(sessionId)
      }),
    refund: ({ paymentIntentId, amountCents, idempotencyKey }) =>
      calling(async () => {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntentId,
            ...(amountCents === undefined ? {} : { amount: amountCents }),
            // The money comes back from the groomer's account, and the marketplace's part with it.
            reverse_transfer: true,
            refund_application_fee: true,
          },
          { idempotencyKey },
        )
        return { id: refund.id, amountCents: refund.amount }
      }),
    async chargeSavedCard(input): Promise<OffSessionCharge> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'eur',
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            on_behalf_of: input.accountId,
            transfer_data: { destination: input.accountId },
            application_fee_amount: input.applicationFeeCents,
            description: input.description,
            metadata: { reference: input.reference, purpose: 'fee' },
          },
          { idempotencyKey: input.idempotencyKey },
        )
        if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id }
        return { status: 'requires_action', paymentIntentId: intent.id, message: intent.status }
      } catch (error) {
        // A declined card or one that needs the owner (strong authentication) is an answer, not an outage.
        if (error instanceof Stripe.errors.StripeCardError)
          return {
            status: error.code === 'authentication_required' ? 'requires_action' : 'failed',
            paymentIntentId: idOf((error.raw as { payment_intent?: { id: string } }).payment_intent),
            message: error.message,
          }
        return calling(() => Promise.reject(error))
      }
    },
    dispute: (disputeId) =>
      calling(async (): Promise<DisputeSnapshot> => {
        const dispute = await stripe.disputes.retrieve(disputeId, { expand: ['payment_intent'] })
        const intent = typeof dispute.payment_intent === 'object' ? dispute.payment_intent : null
        const due = dispute.evidence_details?.due_by
        return {
          id: dispute.id,
          status: dispute.status,
          amountCents: dispute.amount,
          reason: dispute.reason,
          evidenceDueBy: due ? new Date(due * 1000) : null,
          reference: intent?.metadata?.reference ?? null,
        }
      }),
  }
}
