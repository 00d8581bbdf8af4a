/** The scheduled work of calendar sync: pull every few minutes, retry due pushes every minute. */
export { syncAllConnections } from './pull'
export { retryDuePushes } from './push'
