/**
 * The scheduled job that drains the appointments' follow-ups; its process also listens for new
 * ones (followUpListener.ts). A module of its own, without imports: the scripts that start a worker
 * for it (scripts/lib/productionSite.ts) load nothing else of the server.
 */
export const FOLLOW_UPS_JOB = 'appointment-follow-ups'
