import { describe, expect, it } from 'vitest'

import { getPaymentProvider, PaymentProviderError } from '../../src/integrations/payments'
import { fakeStripeForFile } from './helpers/fakeStripeEnv'

/**
 * Issue 33 item 2: the adapter of the owners' payments (the official SDK) against the Stripe fake:
 * deposits and card imprints on hosted Checkout for a groomer's connected account, refunds taken
 * back from it, fees charged off-session.
 */
const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_int_guarantees',
  STRIPE_WEBHOOK_SECRET: 'whsec_int_guarantees',
  STRIPE_PRICE_ID: 'price_fake_monthly',
}
const stripe = fakeStripeForFile(KEYS)
const ACCOUNT = 'acct_groomer_test'
const inAnHour = () => new Date(Date.now() + 3_600_000)

const provider = () => getPaymentProvider()!

async function paidDeposit(amountCents: number) {
  const customerId = await provider().ensureOwnerCustomer(41, 'paul@test.fr')
  const { id, url } = await provider().startGuaranteeCheckout({
    mode: 'payment',
    customerId,
    accountId: ACCOUNT,
    amountCents,
    applicationFeeCents: 0,
    description: 'Acompte : Toilettage complet',
    reference: 'RDV-TEST-0001',
    successUrl: 'http://localhost/ok',
    cancelUrl: 'http://localhost/retour',
    expiresAt: inAnHour(),
  })
  expect(url).toBe(`${stripe.fake.base}/checkout/${id}`)
  expect(await provider().guaranteeSession(id)).toMatchObject({ status: 'open', paymentIntentId: null })
  await stripe.fake.completeCheckout(id)
  return { id, customerId, session: await provider().guaranteeSession(id) }
}

describe('the owners’ payments through the Stripe SDK (faked on loopback)', () => {
  it('one customer per owner account, even when asked twice', async () => {
    const first = await provider().ensureOwnerCustomer(7, 'a@test.fr')
    expect(await provider().ensureOwnerCustomer(7, 'a@test.fr')).toBe(first)
    expect(await provider().ensureOwnerCustomer(8, 'b@test.fr')).not.toBe(first)
  })

  it('a deposit is paid on the hosted page to the groomer’s account, the card kept for a later fee', async () => {
    const { id, customerId, session } = await paidDeposit(1350)
    expect(session).toMatchObject({
      id,
      status: 'complete',
      mode: 'payment',
      reference: 'RDV-TEST-0001',
      customerId,
      amountCents: 1350,
    })
    expect(session.paymentMethodId).toMatch(/^pm_/)
    const intent = stripe.fake.paymentIntents.get(session.paymentIntentId!)!
    expect(intent).toMatchObject({
      amount: 1350,
      on_behalf_of: ACCOUNT,
      transfer_data: { destination: ACCOUNT },
      application_fee_amount: 0,
    })
    const created = stripe.fake.checkoutSessions.get(id)!
    expect(created).toMatchObject({ locale: 'fr', client_reference_id: 'RDV-TEST-0001' })
    expect((created.payment_intent_data as Record<string, unknown>).setup_future_usage).toBe('off_session')
    expect(stripe.fake.events.at(-1)).toMatchObject({ type: 'checkout.session.completed' })
  })

  it('refunds in part then the rest, from the groomer’s account, once per key; never more than was paid', async () => {
    const { session } = await paidDeposit(2000)
    const paymentIntentId = session.paymentIntentId!
    const part = await provider().refund({ paymentIntentId, amountCents: 500, idempotencyKey: 'refund-a' })
    expect(part.amountCents).toBe(500)
    expect(await provider().refund({ paymentIntentId, amountCents: 500, idempotencyKey: 'refund-a' })).toEqual(part)
    const rest = await provider().refund({ paymentIntentId, idempotencyKey: 'refund-b' })
    expect(rest.amountCents).toBe(1500)
    expect(stripe.fake.refunds.get(rest.id)).toMatchObject({ reverse_transfer: 'true', refund_application_fee: 'true' })
    await expect(provider().refund({ paymentIntentId, amountCents: 1, idempotencyKey: 'refund-c' })).rejects.toThrow(
      PaymentProviderError,
    )
  })

  it('an imprint saves the card; a fee is charged off-session, or Stripe asks the owner, or the card is declined', async () => {
    const customerId = await provider().ensureOwnerCustomer(42, 'jeanne@test.fr')
    const { id } = await provider().startGuaranteeCheckout({
      mode: 'setup',
      customerId,
      accountId: ACCOUNT,
      applicationFeeCents: 0,
      description: 'Empreinte bancaire : Bain',
      reference: 'RDV-TEST-0002',
      successUrl: 'http://localhost/ok',
      cancelUrl: 'http://localhost/retour',
      expiresAt: inAnHour(),
    })
    expect(stripe.fake.checkoutSessions.get(id)).toMatchObject({ mode: 'setup', currency: 'eur', amount_total: null })
    await stripe.fake.completeCheckout(id)
    const session = await provider().guaranteeSession(id)
    expect(session).toMatchObject({ status: 'complete', mode: 'setup', paymentIntentId: null })
    const charge = (key: string) =>
      provider().chargeSavedCard({
        customerId,
        paymentMethodId: session.paymentMethodId!,
        accountId: ACCOUNT,
        amountCents: 1500,
        applicationFeeCents: 0,
        description: 'Frais d’absence',
        reference: 'RDV-TEST-0002',
        idempotencyKey: key,
      })
    const paid = await charge('fee-1')
    expect(paid).toMatchObject({ status: 'succeeded' })
    expect(stripe.fake.paymentIntents.get(paid.paymentIntentId!)).toMatchObject({
      amount: 1500,
      off_session: 'true',
      on_behalf_of: ACCOUNT,
      transfer_data: { destination: ACCOUNT },
    })
    expect(await charge('fee-1')).toEqual(paid)
    stripe.fake.offSessionOutcome = 'authentication_required'
    expect(await charge('fee-2')).toMatchObject({
      status: 'requires_action',
      paymentIntentId: expect.stringMatching(/^pi_/),
    })
    stripe.fake.offSessionOutcome = 'card_declined'
    expect(await charge('fee-3')).toMatchObject({ status: 'failed', message: 'Your card was declined.' })
    stripe.fake.offSessionOutcome = 'succeeded'
  })

  it('an open page is closed when the request goes away; Stripe tells it as expired', async () => {
    const customerId = await provider().ensureOwnerCustomer(43, 'x@test.fr')
    const { id } = await provider().startGuaranteeCheckout({
      mode: 'payment',
      customerId,
      accountId: ACCOUNT,
      amountCents: 900,
      applicationFeeCents: 0,
      description: 'Acompte',
      reference: 'RDV-TEST-0003',
      successUrl: 'http://localhost/ok',
      cancelUrl: 'http://localhost/retour',
      expiresAt: inAnHour(),
    })
    await provider().expireGuaranteeCheckout(id)
    expect(await provider().guaranteeSession(id)).toMatchObject({ status: 'expired', paymentIntentId: null })
    expect(stripe.fake.events.at(-1)).toMatchObject({ type: 'checkout.session.expired' })
  })
})
