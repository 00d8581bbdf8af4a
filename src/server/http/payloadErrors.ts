/** Moved to src/server/payloadErrors.ts (services may not import http/): kept until booking/account.ts imports it there. */
export * from '../payloadErrors'
