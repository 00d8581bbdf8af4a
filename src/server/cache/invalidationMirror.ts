import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * This process's view of the shared invalidation log: when each tag was last invalidated, in this
 * process's clock (the time the news arrived, so a copy made before it is always older, whatever
 * the clocks of the other machines). Held on globalThis: the proxy and the route handlers are
 * separate bundles of one process.
 */
const MIRROR_KEY = Symbol.for('toiletteurs.invalidations')
type Mirror = { seen: Map<string, number>; rendered: Set<string> }
/** Variant paths remembered for targeted invalidation; past this, the oldest are forgotten (their copies then live out their 60 s). */
const MAX_RENDERED = 20_000

function state(): Mirror {
  const holder = globalThis as typeof globalThis & { [MIRROR_KEY]?: Mirror }
  holder[MIRROR_KEY] ??= { seen: new Map(), rendered: new Set() }
  return holder[MIRROR_KEY]
}
const mirror = () => state().seen

/**
 * A cached page's path as Next renders it (with its variant segment, see pageVariants.ts). Next
 * tags a rendered page with its exact path only, so a change to one groomer expires, among the
 * paths this instance rendered, those under that groomer's pages.
 */
export function recordRenderedPath(path: string): void {
  const { rendered } = state()
  if (rendered.has(path)) return
  rendered.add(path)
  if (rendered.size > MAX_RENDERED) rendered.delete(rendered.values().next().value as string)
}

const isUnder = (key: string, prefix: string) =>
  key === prefix || key.startsWith(`${prefix}/`) || key.startsWith(`${prefix}?`)

type TagsManifest = Map<string, { expired?: number; stale?: number }>
let nextTags: TagsManifest | null | undefined

/**
 * Next's own record of revalidated tags, the one its page cache consults. Loaded at run time from
 * the server's node_modules (a bundled copy would be another Map); absent outside a Next server.
 */
function nextTagsManifest(): TagsManifest | null {
  if (nextTags !== undefined) return nextTags
  try {
    const load = createRequire(path.join(process.cwd(), 'package.json'))
    nextTags = (
      load('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as { tagsManifest: TagsManifest }
    ).tagsManifest
  } catch {
    nextTags = null
  }
  return nextTags
}

export function applyInvalidations(tags: readonly string[], now = Date.now()): void {
  const { seen, rendered } = state()
  const manifest = nextTagsManifest()
  const expired: string[] = []
  const expire = (tag: string) => {
    expired.push(tag)
    manifest?.set(tag, { ...manifest.get(tag), expired: now })
  }
  for (const tag of tags) {
    seen.set(tag, now)
    if (tag.startsWith('_N_T_')) expire(tag)
    else if (tag.startsWith('front:/')) {
      const prefix = tag.slice('front:'.length)
      for (const path of rendered) if (isUnder(path, prefix)) expire(`_N_T_${path}`)
    }
  }
  if (process.env.LOG_INVALIDATIONS === 'true')
    console.log(JSON.stringify({ msg: 'invalidations applied', tags, nextTags: expired, manifest: manifest !== null }))
}

/** When this process last learnt of a change of `tag` (its own clock), or undefined. */
export const invalidatedAt = (tag: string): number | undefined => mirror().get(tag)

/** Whether a front-cache copy of `key` stored at `storedAt` predates an invalidation of it. */
export function isFrontCopyStale(key: string, storedAt: number): boolean {
  const seen = mirror()
  if ((seen.get('front:*') ?? 0) >= storedAt) return true
  for (const [tag, at] of seen) {
    if (at < storedAt || !tag.startsWith('front:/')) continue
    if (isUnder(key, tag.slice('front:'.length))) return true
  }
  return false
}
