import { applyInvalidations } from './invalidationMirror'
import { invalidationPool } from './invalidations'

/** How often a web instance reads the shared invalidation log: a change shows everywhere within about this long. */
export const FEED_INTERVAL_MS = 1_000
const FEED_KEY = Symbol.for('toiletteurs.invalidationFeed')

/**
 * Started once per web instance (src/instrumentation.ts): reads the rows of `page_invalidations`
 * written since the last read and applies each tag once per change (a tag applied again would
 * make this instance render its pages twice).
 */
export function startInvalidationFeed(): void {
  const holder = globalThis as typeof globalThis & { [FEED_KEY]?: NodeJS.Timeout }
  if (holder[FEED_KEY] || !process.env.DATABASE_URL) return
  const applied = new Map<string, string>()
  // Rows committed late may carry a slightly older time: read with an overlap, apply by (tag, time).
  let since = new Date(Date.now() - 60_000).toISOString()
  let reading = false
  const read = async () => {
    if (reading) return
    reading = true
    try {
      const { rows } = await invalidationPool().query<{ tag: string; at: string }>(
        `SELECT tag, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at FROM page_invalidations
         WHERE at > $1::timestamptz - interval '5 seconds' ORDER BY at`,
        [since],
      )
      const fresh = rows.filter((row) => applied.get(row.tag) !== row.at)
      if (fresh.length > 0) applyInvalidations(fresh.map((row) => row.tag))
      for (const row of rows) {
        applied.set(row.tag, row.at)
        if (row.at > since) since = row.at
      }
    } catch {
      // The database is away for a moment: the next read catches up (the overlap above).
    } finally {
      reading = false
    }
  }
  void read()
  holder[FEED_KEY] = setInterval(() => void read(), FEED_INTERVAL_MS)
  holder[FEED_KEY].unref()
}
