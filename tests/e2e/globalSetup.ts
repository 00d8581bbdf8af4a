import { startProductionSite } from '../../scripts/lib/productionSite'

/** A fresh database with the demo data, and the production server on it. Returns the teardown. */
export default async function globalSetup() {
  const site = await startProductionSite({ port: process.env.E2E_PORT ?? '3100', label: 'e2e' })
  return site.stop
}
