import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
} from 'payload'

import { viaBookingService } from '../../src/access/bookingService'
import { type CachedRoute, refreshPublicPages } from '../../src/server/cache/refreshPublicPages'

const SCHEDULE: CachedRoute[] = ['city', 'profile', 'practice']
const EVERYTHING: CachedRoute[] = ['city', 'profile', 'practice', 'article']

/** Which cached public pages show each collection's records (and, for schedules, their free slots). */
const SHOWN_ON: Record<string, CachedRoute[]> = {
  users: SCHEDULE,
  teams: SCHEDULE,
  specialities: SCHEDULE,
  motives: SCHEDULE,
  availabilities: SCHEDULE,
  unavailabilities: SCHEDULE,
  holidays: SCHEDULE,
  'worked-public-holidays': SCHEDULE,
  appointments: SCHEDULE,
  // A moderation decision or a reply changes a profile's reviews and its city card's rating.
  reviews: ['city', 'profile'],
  media: EVERYTHING,
  'groomer-photos': ['city', 'profile', 'practice'],
  posts: ['article'],
  // Content pages, the annuaire and the home are only in the front cache, which every refresh drops.
  pages: [],
  cities: ['city'],
  departments: ['city'],
}

/** Adds the refresh of the pages that show a collection to its afterChange and afterDelete hooks. */
export function withPageRefresh(collection: CollectionConfig): CollectionConfig {
  const routes = SHOWN_ON[collection.slug]
  if (!routes) return collection
  const afterChange: CollectionAfterChangeHook = ({ doc, req }) => {
    // The booking service refreshes the one groomer's pages itself (src/server/booking/notify.ts).
    if (!viaBookingService(req)) void refreshPublicPages(routes)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
    void refreshPublicPages(routes)
    return doc
  }
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), afterDelete],
    },
  }
}

/** Site settings hold the page sizes and texts of every public page. */
export function globalWithPageRefresh(global: GlobalConfig): GlobalConfig {
  const afterChange: GlobalAfterChangeHook = ({ doc }) => {
    void refreshPublicPages(EVERYTHING)
    return doc
  }
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterChange] } }
}
