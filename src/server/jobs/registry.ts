import { drainFollowUps } from '../appointments/followUps'
import { drainBillingEvents } from '../billing/eventQueue'
import { enforceSubscriptionGrace, reconcileSubscriptionsJob } from '../billing/graceJob'
import { closeRegisters } from '../checkout/closures'
import { BILLING_EVENTS_JOB, FOLLOW_UPS_JOB } from './followUpJob'
import { retryDuePushes, syncAllConnections } from '../calendarSync/jobs'
import { settleDueGuarantees } from '../noShows/sweep'
import { sendReviewRequests } from '../reviews/request'
import { expirePendingRequests } from './expiry'
import { writeGoogleFeeds } from '../googleBooking/feeds'
import { sendRebookingReminders } from '../rebooking/reminders'
import { finishPastVisits } from './finishVisits'
import { enforcePrivacyRetention } from './privacyRetention'
import { sendDueReminders } from './reminders'
import type { Job } from './types'
import { passOnExpiredHolds } from './waitlistHolds'

export type { Job, JobReport } from './types'
export { BILLING_EVENTS_JOB, FOLLOW_UPS_JOB }

/** Every scheduled job (cron in UTC). Adding one is one line. */
export const JOBS: Job[] = [
  { name: 'reminders', cron: '*/15 * * * *', run: sendDueReminders },
  { name: 'expire-pending', cron: '*/15 * * * *', run: expirePendingRequests },
  { name: 'calendar-sync', cron: '*/5 * * * *', run: syncAllConnections, shared: true },
  { name: 'calendar-pushes', cron: '* * * * *', run: retryDuePushes },
  { name: 'finish-visits', cron: '5 * * * *', run: finishPastVisits },
  { name: 'review-requests', cron: '20 * * * *', run: sendReviewRequests },
  { name: 'rebooking-reminders', cron: '40 * * * *', run: sendRebookingReminders },
  { name: 'waitlist-holds', cron: '* * * * *', run: passOnExpiredHolds },
  // Deposits and card imprints Stripe's events did not settle (unpaid checkouts, refunds owed).
  { name: 'guarantees', cron: '* * * * *', run: settleDueGuarantees },
  // Run at once by the listener (scripts/lib/scheduledJobs.ts); this catches what a lost connection missed.
  { name: BILLING_EVENTS_JOB, cron: '* * * * *', run: drainBillingEvents, shared: true },
  { name: 'subscription-grace', cron: '10 * * * *', run: enforceSubscriptionGrace },
  { name: 'subscription-reconcile', cron: '30 3 * * *', run: reconcileSubscriptionsJob },
  // Yesterday's register closed for each groomer who issued a note (the month and year on their first day).
  { name: 'register-closures', cron: '15 1 * * *', run: closeRegisters },
  // « Réserver avec Google »: the merchants, services and availability feeds (src/server/googleBooking/feeds.ts).
  { name: 'google-feeds', cron: '45 2 * * *', run: (now) => writeGoogleFeeds(now) },
  // Run at once by the listener (followUpListener.ts); this catches what a lost connection missed.
  { name: FOLLOW_UPS_JOB, cron: '* * * * *', run: () => drainFollowUps(), shared: true },
  // Hourly: the outbox's recipients and contents after 90 days, rate-limit keys and phone codes a day after (privacy/retention.ts).
  { name: 'privacy-retention', cron: '23 * * * *', run: enforcePrivacyRetention },
]
