import { DomainError } from '../domainErrors'
import { getSiteSettings } from '../site/settings'

export type Feature = 'customerFolder' | 'attachments' | 'sponsorshipActive'

export const NOT_FOUND = 'Introuvable.'

/** Whether the site settings switch this feature on (the site's config, read as any visitor). */
export async function featureEnabled(feature: Feature): Promise<boolean> {
  const settings = await getSiteSettings()
  return Boolean(settings.features?.[feature])
}

/** Throws a 404 when a feature the route needs is switched off. */
export async function requireFeatures(...features: Feature[]): Promise<void> {
  for (const feature of features) if (!(await featureEnabled(feature))) throw new DomainError('not_found', NOT_FOUND)
}
