import { startProductionSite } from '../../scripts/lib/productionSite'
import { startFakeCalendarProviders } from './helpers/fakeCalendarProviders'

/** A fresh database with the demo data, and the production server on it. Returns the teardown. */
export default async function globalSetup() {
  // The tracked-calls webhooks refuse everything without a token; the tests sign with this one.
  process.env.TWILIO_AUTH_TOKEN ??= 'e2e-twilio-auth-token-0123456789'
  // Google and Microsoft faked on loopback: the « Connecter » buttons go through their consent pages.
  const providers = await startFakeCalendarProviders()
  Object.assign(process.env, providers.env)
  const site = await startProductionSite({ port: process.env.E2E_PORT ?? '3100', label: 'e2e' })
  return async () => {
    await site.stop()
    await providers.stop()
  }
}
