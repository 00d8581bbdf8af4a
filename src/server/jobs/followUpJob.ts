/**
 * The scheduled jobs that drain the queues (the appointments' follow-ups, Stripe's events); their
 * process also listens for new rows (followUpListener.ts, billing/eventQueue.ts). A module of its own, without imports: the
 * scripts that start a worker for them (scripts/lib/productionSite.ts) load nothing else of the server.
 */
export const FOLLOW_UPS_JOB = 'appointment-follow-ups'
export const BILLING_EVENTS_JOB = 'billing-events'
