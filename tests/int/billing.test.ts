import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as webhookRoute } from '../../src/app/api/v1/payments/stripe/webhook/route'
import type { AuthenticatedPerson } from '../../src/server/auth/tokens'
import { subscriptionView } from '../../src/server/billing/account'
import { drainBillingEvents } from '../../src/server/billing/eventQueue'
import { enforceSubscriptionGrace } from '../../src/server/billing/graceJob'
import { reconcileSubscriptions } from '../../src/server/billing/reconcile'
import { bookableGroomer } from '../../src/server/booking/groomers'
import { publicationStatus } from '../../src/server/groomerAccount/publication'
import { subscriptionOfGroomer } from '../../src/server/billing/rows'
import { subscriptionState } from '../../src/server/billing/state'
import { openBillingPortal, startSubscription } from '../../src/server/billing/subscribe'
import { billingDetailsBody, saveBillingDetails } from '../../src/server/billing/billingDetails'
import { billingDb } from '../../src/server/billing/db'
import { isDomainError } from '../../src/server/domainErrors'
import { FakeStripe } from '../../scripts/lib/fakeStripe'
import { createAdmin, createGroomer } from '../../scripts/lib/people'
import { subscriptionFigures } from '../../src/server/adminDashboard/subscriptionFigures'
import { fakeStripeForFile } from './helpers/fakeStripeEnv'
import { getTestPayload } from './helpers/payload'
import { outboxInOrder, stored } from './helpers/records'

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_int_billing',
  STRIPE_WEBHOOK_SECRET: 'whsec_int_billing',
  STRIPE_PRICE_ID: 'price_fake_monthly',
}
type Groomer = Parameters<typeof startSubscription>[0]

let payload: Payload
const stripe = fakeStripeForFile(KEYS)
const { configure } = stripe

/** A webhook delivery exactly as Stripe sends it (or signed with another secret, or not at all). */
function delivery(event: Record<string, unknown>, options: { secret?: string; signature?: string | null } = {}) {
  const body = JSON.stringify(event)
  const signer = new FakeStripe({ secretKey: 'x', webhookSecret: options.secret ?? KEYS.STRIPE_WEBHOOK_SECRET })
  const signature = options.signature !== undefined ? options.signature : signer.signBody(body)
  return webhookRoute(
    new Request('http://127.0.0.1:3999/api/v1/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      body,
    }),
  )
}

/** Delivers `event`, then lets the queue apply it (as the jobs process does within a moment). */
async function post(event: Record<string, unknown>) {
  const response = await delivery(event)
  expect(response.status).toBe(200)
  await drainBillingEvents()
  return ((await response.json()) as { outcome: string }).outcome
}

const eventCount = async () => {
  const { rows } = await (await billingDb()).execute(sql`select count(*)::int as n from "billing_events"`)
  return Number(rows[0]!.n)
}

const stateOf = async (groomer: AuthenticatedPerson, now = new Date()) =>
  subscriptionState(await subscriptionOfGroomer(await billingDb(), groomer.id), now)

/** A groomer who went through the hosted checkout (events not delivered yet: returned in order). */
async function subscribedGroomer(published = false) {
  const groomer = (await createGroomer(payload, { published })) as unknown as Groomer
  const { url } = await startSubscription(groomer)
  const sessionId = new URL(url).pathname.split('/').pop()!
  const from = stripe.fake.events.length
  await stripe.fake.completeCheckout(sessionId)
  const customer = String(stripe.fake.checkoutSessions.get(sessionId)!.customer)
  return { groomer, customer, events: stripe.fake.events.slice(from) }
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the groomers’ subscription (Stripe Billing, faked on loopback)', () => {
  it('a groomer subscribes through the hosted checkout: a trial of the settings’ length, card and SEPA offered', async () => {
    const { groomer, events } = await subscribedGroomer()
    const session = [...stripe.fake.checkoutSessions.values()].at(-1)!
    expect(session.mode).toBe('subscription')
    expect(session.allowed_payment_method_types).toEqual({ 0: 'card', 1: 'sepa_debit' })
    expect((session.subscription_data as Record<string, unknown>).trial_period_days).toBe('30')
    expect(await stateOf(groomer)).toBe('aucun')
    for (const event of events) expect(await post(event)).toBe('recorded')
    expect(await stateOf(groomer)).toBe('essai')
    const view = await subscriptionView(groomer.id)
    expect(view).toMatchObject({ configured: true, state: 'essai', mayStart: false, mayManage: true })
    expect(view.trialEnd!.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000)
    expect(view.invoices).toHaveLength(1)
    expect(view.invoices![0]!.pdfUrl).toMatch(/\.pdf$/)
    // Subscribing again is refused; the portal opens.
    await expect(startSubscription(groomer)).rejects.toMatchObject({ code: 'conflict' })
    expect((await openBillingPortal(groomer)).url).toMatch(`${stripe.fake.base}/portal/`)
  })

  it('a bad or missing signature is refused with a 400 and writes nothing', async () => {
    const { events } = await subscribedGroomer()
    const before = await eventCount()
    for (const response of [
      await delivery(events[0]!, { secret: 'whsec_someone_else' }),
      await delivery(events[0]!, { signature: null }),
      await delivery(events[0]!, { signature: 't=1,v1=00' }),
    ]) {
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'Signature Stripe invalide.' })
    }
    expect(await eventCount()).toBe(before)
  })

  it('an event carrying a large invoice (100 KB of lines) is still taken', async () => {
    const { events } = await subscribedGroomer()
    const invoice = events.find((event) => event.type === 'invoice.paid')!
    const big = structuredClone(invoice) as { id: string; data: { object: Record<string, unknown> } }
    big.id = `${invoice.id}_big`
    big.data.object.lines = {
      object: 'list',
      data: Array.from({ length: 400 }, (_, n) => ({ id: `il_${n}`, description: 'x'.repeat(240) })),
    }
    expect(JSON.stringify(big).length).toBeGreaterThan(100_000)
    expect(await post(big)).toBe('recorded')
  })

  it('the same event delivered twice is applied once', async () => {
    const { events } = await subscribedGroomer()
    const before = await eventCount()
    expect(await post(events[0]!)).toBe('recorded')
    expect(await post(events[0]!)).toBe('duplicate')
    expect(await eventCount()).toBe(before + 1)
  })

  it('events in any order end in Stripe’s current state; a failed payment then a new card', async () => {
    const { groomer, customer, events } = await subscribedGroomer()
    for (const event of events) await post(event)
    const subscription = stripe.fake.subscriptionOf(customer)!
    const from = stripe.fake.events.length
    stripe.fake.nextPayment = 'failed'
    await stripe.fake.renew(String(subscription.id))
    const failed = stripe.fake.events.slice(from)
    for (const event of [...failed].reverse()) await post(event)
    expect(await stateOf(groomer)).toBe('impaye')
    const row = await subscriptionOfGroomer(await billingDb(), groomer.id)
    expect(row!.paymentFailedAt).not.toBeNull()
    const repairFrom = stripe.fake.events.length
    await stripe.fake.payOpenInvoices(customer)
    const repaired = stripe.fake.events.slice(repairFrom)
    // The newest first, then the older ones again: nothing goes back.
    for (const event of [...repaired].reverse()) await post(event)
    for (const event of failed) expect(await post(event)).toBe('duplicate')
    expect(await stateOf(groomer)).toBe('actif')
    const after = await subscriptionOfGroomer(await billingDb(), groomer.id)
    expect(after!.paymentFailedAt).toBeNull()
    expect(after!.firstPaidAt).not.toBeNull()
  })

  it('an event whose customer cannot be read from Stripe stays queued, and a later drain applies it', async () => {
    const { groomer, events } = await subscribedGroomer()
    // Stripe down (the SDK retries twice): the deliveries still get their 200.
    stripe.fake.failingCalls = 3 * events.length
    for (const event of events) expect((await delivery(event)).status).toBe(200)
    await drainBillingEvents()
    expect(await stateOf(groomer)).toBe('aucun')
    const queued = async () =>
      Number(
        (
          await (
            await billingDb()
          ).execute(
            sql`select count(*)::int as n from "billing_event_queue" where "event_id" in (${sql.join(
              events.map((event) => sql`${String(event.id)}`),
              sql`, `,
            )})`,
          )
        ).rows[0]!.n,
      )
    expect(await queued()).toBe(events.length)
    // The lease of the failed drain runs out; Stripe answers again.
    stripe.fake.failingCalls = 0
    await (await billingDb()).execute(sql`update "billing_event_queue" set "taken_until" = now() - interval '1 second'`)
    await drainBillingEvents()
    expect(await stateOf(groomer)).toBe('essai')
    expect(await queued()).toBe(0)
  })

  it('Stripe down while a groomer subscribes: a 503 with a French message, never a 500', async () => {
    const groomer = (await createGroomer(payload, { published: false })) as unknown as Groomer
    stripe.fake.failingCalls = 10
    try {
      const error = await startSubscription(groomer).catch((caught: unknown) => caught)
      expect(isDomainError(error) && [error.code, error.message]).toEqual([
        'unavailable',
        'Notre prestataire de paiement ne répond pas : réessayez dans un instant.',
      ])
    } finally {
      stripe.fake.failingCalls = 0
    }
  })

  it('the nightly reconciliation repairs a state that drifted (a lost webhook)', async () => {
    const { groomer, customer, events } = await subscribedGroomer()
    for (const event of events) await post(event)
    expect(await stateOf(groomer)).toBe('essai')
    // Cancelled in Stripe's dashboard; the webhook never arrived.
    stripe.fake.subscriptionOf(customer)!.status = 'canceled'
    const first = await reconcileSubscriptions()
    expect(first.repaired).toBeGreaterThanOrEqual(1)
    expect(await stateOf(groomer)).toBe('resilie')
    const second = await reconcileSubscriptions()
    expect(second.repaired).toBe(0)
  })

  it('publishing waits for the subscription: the checklist asks for it until the trial starts', async () => {
    const groomer = (await createGroomer(payload, { published: false })) as unknown as Groomer
    const item = async () => (await publicationStatus(groomer)).items.find((entry) => entry.key === 'subscription')
    expect(await item()).toMatchObject({ done: false, href: '/user/abonnement' })
    const { url } = await startSubscription(groomer)
    const from = stripe.fake.events.length
    await stripe.fake.completeCheckout(new URL(url).pathname.split('/').pop()!)
    for (const event of stripe.fake.events.slice(from)) await post(event)
    expect(await item()).toMatchObject({ done: true })
  })

  it('a failed payment: an e-mail, 14 days of grace, then online booking off; paying gives it back at once', async () => {
    const { groomer, customer, events } = await subscribedGroomer(true)
    for (const event of events) await post(event)
    await bookableGroomer(groomer.id)
    let from = stripe.fake.events.length
    stripe.fake.nextPayment = 'failed'
    await stripe.fake.renew(String(stripe.fake.subscriptionOf(customer)!.id))
    for (const event of stripe.fake.events.slice(from)) await post(event)
    expect(await stateOf(groomer)).toBe('impaye')
    const mails = async () => (await outboxInOrder(groomer.email, 'email')).map((mail) => mail.subject)
    expect(await mails()).toEqual(['Votre paiement Mon Toiletteur n’a pas abouti'])
    expect((await subscriptionView(groomer.id)).graceEndsAt).not.toBeNull()

    // Still bookable during the grace; the hourly check suspends it once the grace is over.
    expect((await enforceSubscriptionGrace(new Date(Date.now() + 13 * 86_400_000))).suspended).toBe(0)
    await bookableGroomer(groomer.id)
    const report = await enforceSubscriptionGrace(new Date(Date.now() + 15 * 86_400_000))
    expect(report.suspended).toBeGreaterThanOrEqual(1)
    expect((await stored('users', groomer.id)).bookingSuspended).toBe(true)
    expect((await stored('users', groomer.id)).published).toBe(true)
    await expect(bookableGroomer(groomer.id)).rejects.toMatchObject({
      message: 'Ce toiletteur ne prend pas de rendez-vous en ligne : appelez-le.',
    })
    expect((await mails()).at(-1)).toBe('La réservation en ligne de votre page est suspendue')
    // Run again: nothing more (one e-mail).
    await enforceSubscriptionGrace(new Date(Date.now() + 16 * 86_400_000))
    expect(await mails()).toHaveLength(2)

    // A new card in the portal: booking is back with the webhook, not an hour later.
    from = stripe.fake.events.length
    await stripe.fake.payOpenInvoices(customer)
    for (const event of stripe.fake.events.slice(from)) await post(event)
    expect(await stateOf(groomer)).toBe('actif')
    expect((await stored('users', groomer.id)).bookingSuspended).toBe(false)
    await bookableGroomer(groomer.id)
    expect((await mails()).at(-1)).toBe('Votre abonnement Mon Toiletteur est à jour')
  })

  it('a cancellation takes effect at the period’s end: booking goes on until then, then stops', async () => {
    const { groomer, customer, events } = await subscribedGroomer(true)
    for (const event of events) await post(event)
    const subscription = String(stripe.fake.subscriptionOf(customer)!.id)
    let from = stripe.fake.events.length
    await stripe.fake.cancelAtPeriodEnd(subscription)
    for (const event of stripe.fake.events.slice(from)) await post(event)
    const view = await subscriptionView(groomer.id)
    expect(view).toMatchObject({ state: 'essai', nextPaymentAt: null })
    expect(view.endsAt).not.toBeNull()
    await bookableGroomer(groomer.id)
    from = stripe.fake.events.length
    await stripe.fake.renew(subscription)
    for (const event of stripe.fake.events.slice(from)) await post(event)
    expect(await stateOf(groomer)).toBe('resilie')
    expect((await stored('users', groomer.id)).bookingSuspended).toBe(true)
    expect((await subscriptionView(groomer.id)).mayStart).toBe(true)
  })

  it('an admin offers months: the groomer publishes and is booked without a card; past the offer, booking stops', async () => {
    const admin = await createAdmin(payload)
    const groomer = (await createGroomer(payload, { published: true })) as unknown as Groomer
    // The groomer cannot offer it to themselves.
    await payload
      .update({
        collection: 'users',
        id: groomer.id,
        data: { subscriptionOffered: true },
        user: groomer,
        overrideAccess: false,
      })
      .catch(() => null)
    expect((await stored('users', groomer.id)).subscriptionOffered).toBe(false)
    const offer = (data: Record<string, unknown>) =>
      payload.update({ collection: 'users', id: groomer.id, data, user: admin, overrideAccess: false })
    await offer({
      subscriptionOffered: true,
      subscriptionOfferedUntil: new Date(Date.now() + 90 * 86_400_000).toISOString(),
    })
    expect(await stateOf(groomer)).toBe('offert')
    expect((await stored('users', groomer.id)).subscriptionState).toBe('offert')
    expect((await publicationStatus(groomer)).items.find((item) => item.key === 'subscription')?.done).toBe(true)
    // The offer ran out yesterday, with no subscription behind it.
    await offer({ subscriptionOfferedUntil: new Date(Date.now() - 86_400_000).toISOString() })
    expect((await stored('users', groomer.id)).subscriptionState).toBe('aucun')
    expect((await stored('users', groomer.id)).bookingSuspended).toBe(true)
    await offer({ subscriptionOffered: false, subscriptionOfferedUntil: null })
    expect((await stored('users', groomer.id)).bookingSuspended).toBe(false)
  })

  it('the admin dashboard counts groomers by subscription state, the MRR and the trials’ conversion', async () => {
    const before = await subscriptionFigures(payload)
    const trial = await subscribedGroomer(true)
    for (const event of trial.events) await post(event)
    const paying = await subscribedGroomer(true)
    for (const event of paying.events) await post(event)
    let from = stripe.fake.events.length
    stripe.fake.nextPayment = 'paid'
    await stripe.fake.renew(String(stripe.fake.subscriptionOf(paying.customer)!.id))
    for (const event of stripe.fake.events.slice(from)) await post(event)
    const late = await subscribedGroomer(true)
    for (const event of late.events) await post(event)
    from = stripe.fake.events.length
    stripe.fake.nextPayment = 'failed'
    await stripe.fake.renew(String(stripe.fake.subscriptionOf(late.customer)!.id))
    for (const event of stripe.fake.events.slice(from)) await post(event)
    const after = await subscriptionFigures(payload)
    expect(after.trial.count - before.trial.count).toBe(1)
    expect(after.active.count - before.active.count).toBe(1)
    expect(after.arrears.count - before.arrears.count).toBe(1)
    expect(after.mrrExclTaxCents - before.mrrExclTaxCents).toBe(2900)
    expect(after.trialConversionPercent).not.toBeNull()
    expect(after.trial.link).toBe('/admin/collections/users?where[subscriptionState][equals]=essai&sort=displayName')
  })

  it('the groomer’s billing details and the operator’s legal mentions reach their Stripe customer’s invoices', async () => {
    const { groomer, customer } = await subscribedGroomer()
    const refused = billingDetailsBody.safeParse({ companyName: 'Salon Léa', siret: '123', vatNumber: 'FR00' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['siret', 'Le SIRET compte 14 chiffres (celui de votre avis de situation INSEE).'],
      ['vatNumber', 'Ce numéro de TVA intracommunautaire n’est pas valide (ex. FR44 732829320).'],
    ])
    const input = billingDetailsBody.parse({
      companyName: 'Salon Léa SARL',
      siret: '732 829 320 00074',
      vatNumber: 'fr44 732829320',
    })
    await saveBillingDetails(groomer, input)
    expect(await stored('users', groomer.id)).toMatchObject({
      billingCompanyName: 'Salon Léa SARL',
      billingSiret: '73282932000074',
      billingVatNumber: 'FR44732829320',
    })
    const sent = stripe.fake.customers.get(customer)!
    expect(sent.name).toBe('Salon Léa SARL')
    const settings = sent.invoice_settings as { custom_fields: Record<string, Record<string, string>>; footer: string }
    expect(Object.values(settings.custom_fields)).toEqual([
      { name: 'SIRET', value: '73282932000074' },
      { name: 'N° TVA', value: 'FR44732829320' },
    ])
    expect(settings.footer).toContain('Mon Toiletteur SAS')
    expect(settings.footer).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €')
  })

  it('billing events are never rewritten', async () => {
    await expect((await billingDb()).execute(sql`update "billing_events" set "type" = 'rewritten'`)).rejects.toThrow()
  })

  it('without Stripe keys billing is not configured: nothing is billed, the webhook answers 404', async () => {
    configure(false)
    try {
      const groomer = (await createGroomer(payload, { published: false })) as unknown as Groomer
      const error = await startSubscription(groomer).catch((caught: unknown) => caught)
      expect(isDomainError(error) && error.code).toBe('conflict')
      expect((await subscriptionView(groomer.id)).configured).toBe(false)
      const response = await delivery({ id: 'evt_x', type: 'invoice.paid', data: { object: {} } })
      expect(response.status).toBe(404)
    } finally {
      configure(true)
    }
  })
})
