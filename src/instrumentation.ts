/**
 * Runs once when a Next server process starts (`next start`, the standalone `server.js`, `next dev`):
 * from then on every request carries the client's address as src/server/rateLimits/clientAddress.ts
 * establishes it, whatever forwarding headers the client sent.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { installClientAddressGuard } = await import('./server/rateLimits/clientAddress')
  installClientAddressGuard()
}
