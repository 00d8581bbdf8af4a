import type { Payload } from 'payload'

import { QUEUE_LINKS } from '@/server/reviews/moderationQueue'
import { MODERATION_HOURS } from '@/server/reviews/rules'

import { dashboardBox, waitedFor } from './dashboardBox'
import { reviewQueueFigures } from './queueFigures'

/** On the admin dashboard: the reviews waiting for moderation, and whether the 48-hour promise holds. */
export async function ReviewQueue({ payload }: { payload: Payload }) {
  const figures = await reviewQueueFigures(payload)
  const late = figures.oldestPendingHours !== null && figures.oldestPendingHours >= MODERATION_HOURS
  return (
    <section style={dashboardBox} aria-labelledby="review-queue-title">
      <h2 id="review-queue-title" style={{ margin: 0, fontSize: 20 }}>
        Avis à modérer
      </h2>
      <p style={{ margin: 0 }}>
        <a href={QUEUE_LINKS.pendingReviews}>
          <strong data-testid="pending-reviews">{figures.pendingReviews}</strong> avis en attente
        </a>
        {figures.oldestPendingHours !== null ? (
          <span style={late ? { color: 'var(--theme-error-500)', fontWeight: 600 } : undefined}>
            {' '}
            · le plus ancien attend depuis{' '}
            <span data-testid="oldest-pending">{waitedFor(figures.oldestPendingHours)}</span>
            {late ? ` (plus de ${MODERATION_HOURS} h promises)` : ''}
          </span>
        ) : null}
      </p>
      <p style={{ margin: 0 }}>
        <a href={QUEUE_LINKS.pendingReplies}>{figures.pendingReplies} réponse(s) de toiletteur à modérer</a>
        {' · '}
        <a href={QUEUE_LINKS.reported}>{figures.reported} avis signalé(s)</a>
      </p>
    </section>
  )
}
