/**
 * The front page cache: the proxy answers repeated visits of the busiest cached pages (city
 * listings and profiles) from memory, without going through Next's renderer. Entries live
 * PAGE_CACHE_TTL_MS and are dropped at once when an admin save refreshes the public pages.
 *
 * The proxy and the route handlers are separate bundles of one process: the store hangs on
 * globalThis so both reach the same one.
 */
export const PAGE_CACHE_TTL_MS = 30_000
const MAX_ENTRIES = 300

export type CachedPage = { status: number; body: ArrayBuffer; contentType: string; expiresAt: number }
/** A loaded page, kept only when `cacheable`. */
export type LoadedPage = Omit<CachedPage, 'expiresAt'> & { cacheable: boolean }

/** `generation` counts the refreshes, so a load that began before one is not kept. */
type Store = { pages: Map<string, CachedPage>; filling: Map<string, Promise<CachedPage | null>>; generation: number }
const STORE_KEY = Symbol.for('toiletteurs.pageCache')

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store }
  holder[STORE_KEY] ??= { pages: new Map(), filling: new Map(), generation: 0 }
  return holder[STORE_KEY]
}

export function getCachedPage(key: string, now = Date.now()): CachedPage | null {
  const { pages } = store()
  const page = pages.get(key)
  if (!page) return null
  if (page.expiresAt <= now) {
    pages.delete(key)
    return null
  }
  return page
}

export function putCachedPage(key: string, page: CachedPage): void {
  const { pages } = store()
  pages.delete(key)
  pages.set(key, page)
  // Oldest first in a Map: drop from the front.
  for (const oldest of pages.keys()) {
    if (pages.size <= MAX_ENTRIES) break
    pages.delete(oldest)
  }
}

export function clearCachedPages(): void {
  const current = store()
  current.pages.clear()
  current.filling.clear()
  current.generation += 1
}

/** Drops the pages at or below these paths (one groomer's profile and city pages after a booking). */
export function clearCachedPagesUnder(prefixes: readonly string[]): void {
  const current = store()
  const under = (key: string) => prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}/`))
  for (const key of [...current.pages.keys()]) if (under(key)) current.pages.delete(key)
  for (const key of [...current.filling.keys()]) if (under(key)) current.filling.delete(key)
  // Fills already under way elsewhere may hold older slots too: they are not kept.
  current.generation += 1
}

/**
 * The cached page for `key`, or what `load()` returns, kept when it is cacheable (one load at a
 * time per key: concurrent misses wait for the same one). Null when the load failed.
 */
export async function cachedPage(key: string, load: () => Promise<LoadedPage>): Promise<CachedPage | null> {
  const hit = getCachedPage(key)
  if (hit) return hit
  const { filling, generation } = store()
  const pending = filling.get(key)
  if (pending) return pending
  const promise = load()
    .then(({ cacheable, ...loaded }) => {
      const page = { ...loaded, expiresAt: Date.now() + PAGE_CACHE_TTL_MS }
      // A refresh during the load: the loaded page may predate it, do not keep it.
      if (cacheable && store().generation === generation) putCachedPage(key, page)
      return page
    })
    .catch(() => null)
    .finally(() => {
      if (filling.get(key) === promise) filling.delete(key)
    })
  filling.set(key, promise)
  return promise
}
