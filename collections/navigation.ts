import type { CollectionConfig, GlobalConfig } from 'payload'

/**
 * The admin menu, grouped as the spec's (toiletteurs, études, articles, images). The system
 * tables (sync, outbox, codes, templates…) are out of the groups: they sit in the menu's
 * collapsed "Tables techniques" list (src/components/admin/AdminNav.tsx), open on demand.
 */
export const NAV_GROUPS = {
  Toiletteurs: [
    'users',
    'signup-requests',
    'appointments',
    'attendees',
    'motives',
    'availabilities',
    'unavailabilities',
    'holidays',
    'worked-public-holidays',
    'reviews',
    'availability-requests',
    'calls',
    'sponsorships',
  ],
  Études: ['teams'],
  Articles: ['posts', 'pages', 'specialities', 'cities', 'departments', 'site-settings'],
  Images: ['media'],
} as const

export const SYSTEM_GROUP_LABEL = 'Tables techniques'

const groupOf = new Map<string, string>(
  Object.entries(NAV_GROUPS).flatMap(([group, slugs]) => slugs.map((slug) => [slug, group])),
)

/** Puts the collection in its menu group, or out of the groups when it is a system table. */
export function withNavGroup<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, admin: { ...config.admin, group: groupOf.get(config.slug) ?? false } }
}

/** Whether the menu lists the collection in one of its groups. */
export const isGroupedInNav = (slug: string) => groupOf.has(slug)
