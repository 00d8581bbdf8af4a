import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook } from 'payload'

import { isAdmin, isAttendee, isGroomer } from '../../src/access/roles'
import { publishInvalidations } from '../../src/server/cache/invalidations'
import { RATING_TAG, tellReplyOutcome, tellReviewOutcome } from '../../src/server/reviews/outcome'
import { averageRating, REVIEW_CRITERIA, REVIEW_EDITABLE_DAYS, type Ratings } from '../../src/server/reviews/rules'
import { screenReviewText } from '../../src/server/reviews/screening'
import { log } from '../../src/server/observability/log'

type Doc = Record<string, unknown> & {
  ratings?: Partial<Ratings>
  reply?: Record<string, unknown>
  report?: Record<string, unknown>
}

const completeRatings = (ratings: Partial<Ratings> | undefined): ratings is Ratings =>
  REVIEW_CRITERIA.every(({ name }) => typeof ratings?.[name] === 'number')

const sameRatings = (a: Partial<Ratings> | undefined, b: Partial<Ratings> | undefined) =>
  REVIEW_CRITERIA.every(({ name }) => a?.[name] === b?.[name])

/**
 * What the review's own fields derive: the mean rating, the screening flags, the dates. An
 * author's edit goes back to moderation; a groomer's reply waits for it too.
 */
export const prepareReview: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const before = (originalDoc ?? {}) as Doc
  const next = data as Doc
  const now = new Date()
  const ratings = { ...before.ratings, ...next.ratings }
  if (completeRatings(ratings)) next.rating = averageRating(ratings)
  const text = typeof next.text === 'string' ? next.text : (before.text as string | undefined)
  const wordsChanged =
    operation === 'create' ||
    (next.text !== undefined && next.text !== before.text) ||
    (next.ratings !== undefined && !sameRatings(ratings, before.ratings))
  if (wordsChanged && text !== undefined) next.flags = screenReviewText(text)

  if (operation === 'create') {
    next.submittedAt ??= now.toISOString()
    next.editableUntil ??= new Date(
      new Date(next.submittedAt as string).getTime() + REVIEW_EDITABLE_DAYS * 86_400_000,
    ).toISOString()
    if (!isAdmin(req.user) && req.user) next.status = 'pending'
  } else if (isAttendee(req.user) && wordsChanged) {
    Object.assign(next, { status: 'pending', refusalReason: null, moderatedAt: null, publishedAt: null })
  }
  const status = (next.status ?? before.status) as string
  if (operation === 'update' && status !== before.status) {
    next.moderatedAt = now.toISOString()
    next.publishedAt = status === 'published' ? now.toISOString() : null
    if (status !== 'refused') next.refusalReason = null
  }
  if (operation === 'create' && status === 'published') next.publishedAt ??= now.toISOString()

  if (isGroomer(req.user)) {
    const reply = next.reply
    if (typeof reply?.text === 'string' && reply.text !== before.reply?.text)
      next.reply = { ...before.reply, ...reply, status: 'pending', refusalReason: null, repliedAt: now.toISOString() }
    const report = next.report
    if (typeof report?.reason === 'string' && report.reason !== before.report?.reason)
      next.report = { ...before.report, ...report, reportedAt: now.toISOString() }
  }
  return next
}

/**
 * A review whose status changed moves the site's rating (every instance drops its copy); one the
 * admins just published or refused: its author is told by e-mail, and so is the groomer of a reply
 * just published or refused (a failed e-mail does not undo the decision).
 */
export const tellModerationOutcome: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (previousDoc?.status !== doc.status) void publishInvalidations([RATING_TAG])
  if (operation !== 'update') return doc
  const decided = (before: unknown, after: unknown) =>
    before !== after && (after === 'published' || after === 'refused')
  try {
    if (decided(previousDoc?.status, doc.status)) await tellReviewOutcome(req.payload, doc)
  } catch (error) {
    log('error', 'review outcome not sent', { review: doc.id, error })
  }
  try {
    // The groomer's reply is moderated on its own: its author hears the decision too.
    if (decided(previousDoc?.reply?.status, doc.reply?.status)) await tellReplyOutcome(req.payload, doc)
  } catch (error) {
    log('error', 'reply outcome not sent', { review: doc.id, error })
  }
  return doc
}

/** A deleted review leaves the site's rating. */
export const dropSiteRating: CollectionAfterDeleteHook = ({ doc }) => {
  void publishInvalidations([RATING_TAG])
  return doc
}
