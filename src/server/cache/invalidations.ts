import pg from 'pg'

import { applyInvalidations } from './invalidationMirror'

/**
 * The shared invalidation log: every refresh of cached pages (an admin save, a groomer's change, a
 * booking, a job's change) is one row per tag in `page_invalidations`, written by whichever process
 * made the change (a web instance or the jobs worker). Each web instance reads the log every
 * second (invalidationFeed.ts) and drops its own copies of those pages, so N instances agree
 * within a few seconds. Tags are Next's (`_N_T_<path>/<type>`, what revalidatePath marks) and the
 * front page cache's (`front:<path prefix>`, `front:*`).
 */
export const FRONT_ALL = 'front:*'
export const frontTag = (pathPrefix: string) => `front:${pathPrefix}`
/** The tag Next's revalidatePath(path, type) expires (next/dist/server/web/spec-extension/revalidate.js). */
export const pathTag = (path: string, type: 'page' | 'layout') => `_N_T_${path}${path.endsWith('/') ? '' : '/'}${type}`

let pool: pg.Pool | undefined

/** A pool of its own (two connections): the log is written from hooks, jobs and the proxy alike, with or without Payload. */
export function invalidationPool(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: 2,
      idleTimeoutMillis: 5_000,
      allowExitOnIdle: true,
    })
    pool.on('error', () => {})
  }
  return pool
}

/**
 * Records the tags as invalidated now, for every instance, and applies them in this process at once.
 * Publications within a few milliseconds are written together (a seed or an import saves thousands
 * of documents). A failure to write is logged, not thrown: the change itself is saved, and the
 * pages' own lifetime (60 s) still bounds how long another instance shows the old version.
 */
export function publishInvalidations(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return Promise.resolve()
  applyInvalidations(tags)
  if (!process.env.DATABASE_URL) return Promise.resolve()
  return now.add(tags)
}

/** Tags waiting to be written together, and the write that will carry them. */
class Batch {
  private tags = new Set<string>()
  private flushing: Promise<void> | null = null

  constructor(
    private readonly delayMs: number,
    private readonly then?: (tags: string[]) => void,
  ) {}

  add(tags: readonly string[]): Promise<void> {
    for (const tag of tags) this.tags.add(tag)
    this.flushing ??= new Promise<void>((resolve) => {
      setTimeout(() => {
        const written = [...this.tags]
        this.tags.clear()
        this.flushing = null
        void recordInvalidations(written).then(resolve)
        this.then?.(written)
      }, this.delayMs).unref()
    })
    return this.flushing
  }

  /** Resolves once the tags added so far are written (none waiting: at once). */
  async written(): Promise<void> {
    await this.flushing
  }
}

/**
 * Hooks publish inside the change's transaction: an instance that renders before its commit would
 * keep the old version. The same tags are written once more when the transaction has surely ended.
 */
const again = new Batch(2_000)
const now = new Batch(5, (written) => void again.add(written))

/** Resolves once every publication so far is written, its second write included: a script awaits it before it drops its database. */
export async function invalidationsWritten(): Promise<void> {
  await now.written()
  await again.written()
}

/** Deadlock: retried. Tags are written sorted, so two writes of overlapping tags (this batch and the one 2 s later, another process) lock rows in one order. */
const DEADLOCK = '40P01'

/** Writes the tags to the shared log (exported for its test); a failure is logged, not thrown. */
export async function recordInvalidations(tags: readonly string[], attempt = 1): Promise<void> {
  try {
    await invalidationPool().query(
      `INSERT INTO page_invalidations (tag, at) SELECT unnest($1::text[]), clock_timestamp()
       ON CONFLICT (tag) DO UPDATE SET at = EXCLUDED.at`,
      [[...tags].sort()],
    )
  } catch (error) {
    if ((error as { code?: string }).code === DEADLOCK && attempt < 3) return recordInvalidations(tags, attempt + 1)
    console.error(JSON.stringify({ level: 'error', msg: 'page invalidation not shared', tags, error: String(error) }))
  }
}
