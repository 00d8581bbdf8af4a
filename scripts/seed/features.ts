/** The demo shows the whole groomer space: customer folders and sponsorship, off on a fresh production install. */
import type { Payload } from 'payload'

export const DEMO_FEATURES = { customerFolder: true, sponsorshipActive: true } as const

/**
 * Switches the demo's features on when the seed fills a new demo database (`firstRun`): an admin
 * who switches one off later keeps that choice when the seed runs again at the next start.
 */
export async function seedDemoFeatures(payload: Payload, firstRun: boolean): Promise<void> {
  if (!firstRun) return
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { features: { ...settings.features, ...DEMO_FEATURES } },
    depth: 0,
    overrideAccess: true,
  })
}
