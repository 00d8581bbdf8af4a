// The .js suffix: scripts load this through the payload config under plain Node ESM (next has no exports map).
import { revalidatePath } from 'next/cache.js'

import { clearCachedPages, clearCachedPagesUnder } from './pageCache'

/** The cached public pages (route files, with their groups) that show groomers, slots or articles. */
export const CACHED_PUBLIC_ROUTES = {
  city: '/(site)/(public)/toiletteurs/[cityUri]/[[...speciality]]',
  profile: '/(site)/(public)/toiletteur/[userUri]/[[...choice]]',
  practice: '/(site)/(public)/etude/[teamUri]/[[...speciality]]',
  article: '/(site)/(public)/guide-des-demarches-aupres-de-votre-toiletteur/[articleId]',
} as const

export type CachedRoute = keyof typeof CACHED_PUBLIC_ROUTES

/**
 * Drops the front page cache and marks Next's cached pages of these routes stale, so the next
 * visit renders them afresh. Outside a Next request (seed, scripts, tests) Next has no page
 * cache to refresh.
 */
export function refreshPublicPages(routes: readonly CachedRoute[]): void {
  clearCachedPages()
  for (const route of routes) {
    try {
      revalidatePath(CACHED_PUBLIC_ROUTES[route], 'page')
    } catch {
      return
    }
  }
}

/**
 * After a booking, a cancellation or a move: only this groomer's profile and city listing show
 * other free slots now. Refreshing every cached page on each booking would empty the caches.
 */
export function refreshGroomerPages({ uri, cityUri }: { uri: string; cityUri?: string | null }): void {
  const paths = [`/toiletteur/${uri}`, ...(cityUri ? [`/toiletteurs/${cityUri}`] : [])]
  clearCachedPagesUnder(paths)
  for (const path of paths) {
    try {
      revalidatePath(path, 'layout')
    } catch {
      return
    }
  }
}
