import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as accountRoute } from '../../src/app/api/v1/payments/connect/route'
import { GET as refreshRoute, POST as onboardingRoute } from '../../src/app/api/v1/payments/connect/onboarding/route'
import { POST as webhookRoute } from '../../src/app/api/v1/payments/stripe/webhook/route'
import { billingDb } from '../../src/server/billing/db'
import { connectedAccountOf, startConnectOnboarding } from '../../src/server/connectedAccounts/accounts'
import { FakeStripe } from '../../scripts/lib/fakeStripe'
import { createGroomer } from '../../scripts/lib/people'
import { fakeStripeForFile } from './helpers/fakeStripeEnv'
import { getTestPayload } from './helpers/payload'
import { verifiedAttendee } from './helpers/booking'
import { bearer, type Headers } from './helpers/sessions'

/** Issue 33 item 2: each groomer connects their own Stripe account through Stripe's hosted onboarding. */
const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_int_connect',
  STRIPE_WEBHOOK_SECRET: 'whsec_int_connect',
  STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_int_connect_accounts',
  STRIPE_PRICE_ID: 'price_fake_monthly',
}
const SITE = 'http://127.0.0.1:3999'

let payload: Payload
const stripe = fakeStripeForFile(KEYS, KEYS.STRIPE_CONNECT_WEBHOOK_SECRET)
const { configure } = stripe

/** Stripe's delivery of `event`, signed with the Connect endpoint's secret (or another). */
function delivery(event: Record<string, unknown>, secret = KEYS.STRIPE_CONNECT_WEBHOOK_SECRET) {
  const body = JSON.stringify(event)
  const signature = new FakeStripe({ secretKey: 'x', webhookSecret: secret }).signBody(body)
  return webhookRoute(
    new Request(`${SITE}/api/v1/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    }),
  )
}

const call = (route: (request: Request) => Promise<Response>, method: string, headers: Headers) =>
  route(
    new Request(`${SITE}/api/v1/payments/connect/onboarding`, {
      method,
      headers: { ...headers, origin: SITE },
    }),
  )

async function groomerWithSession() {
  const groomer = await createGroomer(payload, {})
  return { groomer, headers: await bearer('users', groomer.email) }
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the groomer’s connected account (Stripe Connect, faked on loopback)', () => {
  it('onboards through Stripe’s hosted page; Stripe’s event makes the account able to take payments', async () => {
    const { groomer, headers } = await groomerWithSession()
    const started = await call(onboardingRoute, 'POST', headers)
    expect(started.status).toBe(201)
    const { url } = (await started.json()) as { url: string }
    expect(url).toMatch(`${stripe.fake.base}/connect/acctlink_`)
    const link = stripe.fake.accountLinks.get(new URL(url).pathname.split('/').pop()!)!
    expect(link).toMatchObject({ type: 'account_onboarding', return_url: expect.stringMatching(/\/user\/acomptes$/) })
    const account = stripe.fake.accounts.get(String(link.account))!
    expect(account).toMatchObject({ country: 'FR', email: groomer.email, metadata: { groomerId: String(groomer.id) } })
    const before = await accountRoute(new Request(`${SITE}/api/v1/payments/connect`, { headers }))
    expect(await before.json()).toEqual({
      account: { connected: true, chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false },
    })

    // The groomer finishes on Stripe; Stripe's account.updated reaches the site (Connect's own secret).
    const from = stripe.fake.events.length
    await stripe.fake.completeOnboarding(String(link.id))
    const [event] = stripe.fake.events.slice(from)
    expect(event).toMatchObject({ type: 'account.updated', account: account.id })
    const delivered = await delivery(event!)
    expect(delivered.status).toBe(200)
    expect(await connectedAccountOf(groomer.id)).toMatchObject({ stripeAccountId: account.id, chargesEnabled: true })
    // A replay is recorded once and changes nothing.
    expect(await (await delivery(event!)).json()).toMatchObject({ outcome: 'duplicate' })
    const after = await accountRoute(new Request(`${SITE}/api/v1/payments/connect`, { headers }))
    expect(((await after.json()) as { account: { chargesEnabled: boolean } }).account.chargesEnabled).toBe(true)
  })

  it('makes one account per groomer, even when asked twice at once, and a new link each time', async () => {
    const { groomer } = await groomerWithSession()
    const accountsBefore = stripe.fake.accounts.size
    const [first, second] = await Promise.all([startConnectOnboarding(groomer), startConnectOnboarding(groomer)])
    expect(first.url).not.toBe(second.url)
    expect(stripe.fake.accounts.size).toBe(accountsBefore + 1)
    const { rows } = await (
      await billingDb()
    ).execute(sql`select count(*)::int as n from "connected_accounts" where "groomer_id" = ${groomer.id}`)
    expect(rows[0]).toEqual({ n: 1 })
  })

  it('an expired link sends the signed-in groomer to a new one, anyone else to the login page', async () => {
    const { headers } = await groomerWithSession()
    const renewed = await call(refreshRoute, 'GET', headers)
    expect(renewed.status).toBe(303)
    expect(renewed.headers.get('location')).toMatch(`${stripe.fake.base}/connect/acctlink_`)
    const anonymous = await refreshRoute(new Request(`${SITE}/api/v1/payments/connect/onboarding`))
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.get('location')).toMatch(
      /\/user\/connexion\?redirect=%2Fapi%2Fv1%2Fpayments%2Fconnect%2Fonboarding$/,
    )
  })

  it('refuses an owner, an anonymous caller, an event signed by someone else; says so when payments are not configured', async () => {
    const owner = await bearer('attendees', (await verifiedAttendee(payload)).email)
    expect((await call(onboardingRoute, 'POST', owner)).status).toBe(401)
    expect((await call(onboardingRoute, 'POST', {})).status).toBe(401)
    const forged = stripe.fake.event('account.updated', { id: 'acct_forged', object: 'account', charges_enabled: true })
    expect((await delivery(forged, 'whsec_someone_else')).status).toBe(400)
    // Signed by Stripe but about an account of no groomer here: recorded, nothing read or changed.
    const requests = stripe.fake.requests.length
    expect((await delivery(forged)).status).toBe(200)
    expect(stripe.fake.requests.length).toBe(requests)
    const { headers } = await groomerWithSession()
    configure(false)
    try {
      const refused = await call(onboardingRoute, 'POST', headers)
      expect(refused.status).toBe(409)
      expect(await refused.json()).toMatchObject({ error: expect.stringMatching(/pas configuré/) })
    } finally {
      configure(true)
    }
  })
})
