import type { Payload } from 'payload'

import { PASSWORD } from './people'

/** `Authorization: Bearer …` of a person logged in with the test password. */
export async function bearerOf(payload: Payload, collection: 'users' | 'attendees', email: string) {
  const { token } = await payload.login({ collection, data: { email, password: PASSWORD } })
  return { authorization: `Bearer ${token}` }
}

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
