import { isFrontCopyStale } from './invalidationMirror'

/**
 * The front page cache: the proxy answers repeated visits of the busiest cached pages (city
 * listings and profiles) from this instance's memory, without going through Next's renderer.
 * Entries live PAGE_CACHE_TTL_MS; one that predates an invalidation in the shared log (an admin
 * save, a booking, a job's change, on any instance: see invalidations.ts) is never served.
 *
 * The proxy and the route handlers are separate bundles of one process: the store hangs on
 * globalThis so both reach the same one.
 */
export const PAGE_CACHE_TTL_MS = 30_000
const MAX_ENTRIES = 300

/** `storedAt`: when its load began (a change during the load makes it stale). */
export type CachedPage = { status: number; body: ArrayBuffer; contentType: string; storedAt: number; expiresAt: number }
/** A loaded page, kept only when `cacheable`. */
export type LoadedPage = Omit<CachedPage, 'expiresAt' | 'storedAt'> & { cacheable: boolean }

type Store = {
  pages: Map<string, CachedPage>
  filling: Map<string, { since: number; promise: Promise<CachedPage | null> }>
}
const STORE_KEY = Symbol.for('toiletteurs.pageCache')

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store }
  holder[STORE_KEY] ??= { pages: new Map(), filling: new Map() }
  return holder[STORE_KEY]
}

export function getCachedPage(key: string, now = Date.now()): CachedPage | null {
  const { pages } = store()
  const page = pages.get(key)
  if (!page) return null
  if (page.expiresAt <= now || isFrontCopyStale(key, page.storedAt)) {
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

/**
 * The cached page for `key`, or what `load()` returns, kept when it is cacheable (one load at a
 * time per key: concurrent misses wait for the same one). Null when the load failed.
 */
export async function cachedPage(key: string, load: () => Promise<LoadedPage>): Promise<CachedPage | null> {
  const hit = getCachedPage(key)
  if (hit) return hit
  const { filling } = store()
  const pending = filling.get(key)
  // A load that began before a change is not shared with visits that came after it.
  if (pending && !isFrontCopyStale(key, pending.since)) return pending.promise
  const since = Date.now()
  const promise = load()
    .then(({ cacheable, ...loaded }) => {
      const page = { ...loaded, storedAt: since, expiresAt: Date.now() + PAGE_CACHE_TTL_MS }
      if (cacheable) putCachedPage(key, page)
      return page
    })
    .catch(() => null)
    .finally(() => {
      if (filling.get(key)?.promise === promise) filling.delete(key)
    })
  filling.set(key, { since, promise })
  return promise
}

/**
 * A cached page's body for a response, without copying it: a Response made from the ArrayBuffer
 * itself copies it on every answer (hundreds of KB for a city page, and the garbage that follows).
 * A plain (not byte) stream hands over a view of the kept bytes, which nothing downstream writes to.
 */
export function pageBody(page: Pick<CachedPage, 'body'>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(page.body))
      controller.close()
    },
  })
}
