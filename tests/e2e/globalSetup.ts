import { startProductionSite } from '../../scripts/lib/productionSite'

/** A fresh database with the demo data, and the production server on it. Returns the teardown. */
export default async function globalSetup() {
  // The tracked-calls webhooks refuse everything without a token; the tests sign with this one.
  process.env.TWILIO_AUTH_TOKEN ??= 'e2e-twilio-auth-token-0123456789'
  const site = await startProductionSite({ port: process.env.E2E_PORT ?? '3100', label: 'e2e' })
  return site.stop
}
