import { revalidateInRequest } from '../../integrations/pageCache/nextRevalidate'

import { FRONT_ALL, frontTag, pathTag, publishInvalidations } from './invalidations'

/** The cached public pages (route files, with their groups) that show groomers, slots or articles. */
export const CACHED_PUBLIC_ROUTES = {
  city: '/(site)/(public)/toiletteurs/[cityUri]/[[...speciality]]',
  profile: '/(site)/(public)/toiletteur/[userUri]/[[...choice]]',
  practice: '/(site)/(public)/etude/[practiceUri]/[[...speciality]]',
  article: '/(site)/(public)/guide-des-demarches-aupres-de-votre-toiletteur/[articleId]',
} as const

export type CachedRoute = keyof typeof CACHED_PUBLIC_ROUTES

/**
 * Marks these routes' cached pages stale on every instance (the shared log, invalidations.ts), so
 * the next visit anywhere renders them afresh. Inside a Next request, Next is told too (its
 * router cache for the person who made the change). Resolves once the log is written.
 */
export function refreshPublicPages(routes: readonly CachedRoute[]): Promise<void> {
  const paths = routes.map((route) => CACHED_PUBLIC_ROUTES[route])
  revalidateInRequest(paths, 'page')
  return publishInvalidations([FRONT_ALL, ...paths.map((path) => pathTag(path, 'page'))])
}

/**
 * After a booking, a cancellation or a move: only this groomer's profile and city listing show
 * other free slots now. Refreshing every cached page on each booking would empty the caches.
 */
export function refreshGroomerPages({ uri, cityUri }: { uri: string; cityUri?: string | null }): Promise<void> {
  const paths = [`/toiletteur/${uri}`, ...(cityUri ? [`/toiletteurs/${cityUri}`] : [])]
  // Next tags a page with its exact path (variant included): each instance expires the ones it rendered under these.
  return publishInvalidations(paths.map(frontTag))
}
