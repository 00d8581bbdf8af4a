/** Moved to src/server/defer.ts (services may not import http/): kept until agenda, booking and waitlist import it there. */
export { type Defer, inline } from '../defer'
