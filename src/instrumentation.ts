/**
 * Runs once when a Next server process starts (`next start`, the standalone `server.js`, `next dev`):
 * from then on every request carries the client's address as src/server/rateLimits/clientAddress.ts
 * establishes it, whatever forwarding headers the client sent; cached pages follow the shared
 * invalidation log (src/server/cache/invalidations.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { installClientAddressGuard } = await import('./server/rateLimits/clientAddress')
  installClientAddressGuard()
  const { env } = await import('./server/env')
  const { installRequestLog } = await import('./server/observability/requestLog')
  installRequestLog({ trustProxyId: env().TRUSTED_PROXY_HOPS > 0, enabled: process.env.LOG_REQUESTS !== 'false' })
  const { markDrainingOnSignals } = await import('./server/observability/draining')
  markDrainingOnSignals()
  // Changes made by the other instances and the jobs worker drop this instance's cached pages.
  const { startInvalidationFeed } = await import('./server/cache/invalidationFeed')
  startInvalidationFeed()
}
