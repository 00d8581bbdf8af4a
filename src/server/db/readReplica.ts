import { AsyncLocalStorage } from 'node:async_hooks'

import pg from 'pg'

import { SESSION_OPTIONS } from './sessionOptions'

/**
 * Reads that everybody makes (the directory, public pages, slots) go to a streaming replica when
 * DATABASE_REPLICA_URL is set (issue 35 item 3, decision 0071); everything else, and every write,
 * stays on the primary. The choice is per call chain: code run inside `readingFromReplica` sends
 * its queries outside a transaction to the replica, unless the chain was pinned to the primary
 * (a person who has just written something: see primaryReads.ts). A replica that fails (stopped,
 * unreachable, a query cancelled by recovery, a write it refuses) is never the reader's problem:
 * the query runs again on the primary, and after a lost connection the replica rests a few seconds.
 */
type Route = 'replica' | 'primary'

/** Shared by the bundles of one process (route handlers, pages, the proxy), like the page cache. */
const STORE_KEY = Symbol.for('toiletteurs.readRoute')
function routes(): AsyncLocalStorage<Route> {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<Route> }
  holder[STORE_KEY] ??= new AsyncLocalStorage<Route>()
  return holder[STORE_KEY]
}

/** Runs `read` with its queries on the replica, unless the chain is already pinned to the primary. */
export function readingFromReplica<T>(read: () => Promise<T>): Promise<T> {
  return routes().getStore() === 'primary' ? read() : routes().run('replica', read)
}

/** Runs `read` on the primary, whatever a wrapped function inside it asks for. */
export function readingFromPrimary<T>(read: () => Promise<T>): Promise<T> {
  return routes().run('primary', read)
}

/** A function whose reads may come from the replica (public data, shown the same to everybody). */
export function replicaRead<A extends unknown[], T>(read: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return (...args: A) => readingFromReplica(() => read(...args))
}

export const wantsReplica = () => routes().getStore() === 'replica'

/** How long a replica that lost its connection is left alone before it is tried again. */
export const REPLICA_REST_MS = 5_000

/** Errors of the connection or the server's state (not of the statement): the replica rests. */
const CONNECTION_CLASSES = ['08', '57', '53', '58']
function isConnectionFailure(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown }
  if (typeof code !== 'string') return true
  return CONNECTION_CLASSES.some((prefix) => code.startsWith(prefix)) || /^E[A-Z]+$/.test(code)
}

type Query = pg.Pool['query']
type Queryable = { query: Query }

/** The replica's pool: a replica that does not answer within 2 s counts as unreachable. */
export function replicaPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 2_000, options: SESSION_OPTIONS })
  // An idle connection the replica ends (a restart) is dropped by the pool; nothing to crash on.
  pool.on('error', () => {})
  return pool
}

/**
 * Makes `primary.query` (what Payload's adapter and our prepared reads call outside transactions)
 * send the queries of a replica chain to `replica`. Transactions take a client of the primary
 * (`connect`), so they never reach the replica. Answers a function that puts things back.
 */
export function routeReadsToReplica(
  primary: Queryable,
  replica: Queryable,
  options: { onRest?: (error: unknown) => void; now?: () => number } = {},
): () => void {
  const now = options.now ?? Date.now
  const onPrimary = primary.query.bind(primary) as (...args: unknown[]) => Promise<unknown>
  const onReplica = replica.query.bind(replica) as (...args: unknown[]) => Promise<unknown>
  let restUntil = 0
  const routed = function query(...args: unknown[]) {
    const callback = typeof args.at(-1) === 'function'
    if (callback || !wantsReplica() || now() < restUntil) return onPrimary(...args)
    return onReplica(...args).catch((error: unknown) => {
      if (isConnectionFailure(error)) {
        if (now() >= restUntil) options.onRest?.(error)
        restUntil = now() + REPLICA_REST_MS
      }
      return onPrimary(...args)
    })
  }
  primary.query = routed as unknown as Query
  return () => {
    primary.query = onPrimary as unknown as Query
  }
}
