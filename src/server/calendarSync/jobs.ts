/** The scheduled work of calendar sync: pull every few minutes, retry due pushes every minute. */
export { retryDuePushes } from './push'
export { syncAllConnections } from './round'
