/** The client's address for the per-IP limits: see src/server/rateLimits/clientAddress.ts. */
export { clientIp } from '../rateLimits/clientAddress'
