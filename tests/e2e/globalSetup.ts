import { FakeStripe } from '../../scripts/lib/fakeStripe'
import { startProductionSite } from '../../scripts/lib/productionSite'
import { E2E_PUSH_PORTS, TEST_VAPID_KEYS } from '../../scripts/lib/pushService'
import { startFakeCalendarProviders } from './helpers/fakeCalendarProviders'

/** A fresh database with the demo data, and the production server on it. Returns the teardown. */
export default async function globalSetup() {
  // The tracked-calls webhooks refuse everything without a token; the tests sign with this one.
  process.env.TWILIO_AUTH_TOKEN ??= 'e2e-twilio-auth-token-0123456789'
  // Google and Microsoft faked on loopback: the « Connecter » buttons go through their consent pages.
  const providers = await startFakeCalendarProviders()
  Object.assign(process.env, providers.env)
  // Stripe faked on loopback: its checkout and portal pages send their webhooks to the site.
  const port = process.env.E2E_PORT ?? '3100'
  const stripe = await new FakeStripe({
    secretKey: 'sk_test_e2e',
    webhookSecret: 'whsec_e2e',
    webhookUrl: `http://127.0.0.1:${port}/api/v1/payments/stripe/webhook`,
  }).start()
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
    STRIPE_PRICE_ID: 'price_fake_monthly',
    STRIPE_API_BASE_URL: stripe.base,
    // « Réserver avec Google » connected: the groomers' opt-in is offered (Google's calls are the int tests').
    GOOGLE_BOOKING_USERNAME: 'e2e-google',
    GOOGLE_BOOKING_PASSWORD: 'e2e-google-password-0123',
    // Web Push: the tests' key pair; each Playwright worker runs a push service on its own loopback port.
    ...TEST_VAPID_KEYS,
    PUSH_TEST_ENDPOINT_HOSTS: E2E_PUSH_PORTS.map((port) => `127.0.0.1:${port}`).join(','),
  })
  const site = await startProductionSite({ port, label: 'e2e' })
  return async () => {
    await site.stop()
    await providers.stop()
    await stripe.stop()
  }
}
