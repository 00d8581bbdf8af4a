import type { Payload } from 'payload'

type Features = Partial<Record<'customerFolder' | 'attachments' | 'sponsorshipActive', boolean>>

/** Switches site features as an admin would in /admin (a fixture: written directly). */
export async function setFeatures(payload: Payload, features: Features) {
  const current = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: { features: { ...current.features, ...features } },
  })
}
