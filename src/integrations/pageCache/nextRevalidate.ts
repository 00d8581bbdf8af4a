// The .js suffix: scripts load this through the payload config under plain Node ESM (next has no exports map).
import { revalidatePath } from 'next/cache.js'

/**
 * Next's own page cache, the one outside service services reach here: inside a Next request it is
 * told these routes are stale (its router cache for the person who made the change). Outside a
 * request (jobs, seed, scripts, tests) Next refuses, and the shared invalidation log is enough.
 */
export function revalidateInRequest(paths: readonly string[], type: 'page') {
  for (const path of paths) {
    try {
      revalidatePath(path, type)
    } catch {
      return
    }
  }
}
