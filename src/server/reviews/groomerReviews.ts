import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'

import type { Review } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'
import { getPayloadClient } from '../payload'
import { REPLY_TEXT_MAX, REPLY_TEXT_MIN, REPORT_TEXT_MAX } from './rules'

export const REVIEW_NOT_FOUND = 'Avis introuvable.'
export const ALREADY_REPLIED = 'Vous avez déjà répondu à cet avis : une seule réponse est possible.'
export const ALREADY_REPORTED = 'Vous avez déjà signalé cet avis : notre équipe le réexamine.'

export const replyBody = z.object({
  text: z
    .string({ error: 'Écrivez votre réponse.' })
    .trim()
    .min(REPLY_TEXT_MIN, 'Écrivez votre réponse.')
    .max(REPLY_TEXT_MAX, `Votre réponse doit contenir au plus ${REPLY_TEXT_MAX} caractères.`),
})

export const reportBody = z.object({
  reason: z
    .string({ error: 'Dites-nous pourquoi vous signalez cet avis.' })
    .trim()
    .min(10, 'Dites-nous pourquoi vous signalez cet avis (10 caractères au moins).')
    .max(REPORT_TEXT_MAX, `Le motif doit contenir au plus ${REPORT_TEXT_MAX} caractères.`),
})

export const GROOMER_REVIEWS_PER_PAGE = 10

/** The groomer's published reviews, newest first, with their reply and report; read as the groomer. */
export async function listGroomerReviews(groomer: AuthenticatedPerson, page = 1) {
  const payload = await getPayloadClient()
  return payload.find({
    collection: 'reviews',
    user: groomer,
    overrideAccess: false,
    depth: 0,
    page,
    limit: GROOMER_REVIEWS_PER_PAGE,
    sort: '-submittedAt',
    where: { and: [{ groomer: { equals: groomer.id } }, { status: { equals: 'published' } }] },
  })
}

/** One of the groomer's published reviews (read as the groomer), or a 404. */
async function ownPublished(groomer: AuthenticatedPerson, id: number): Promise<Review> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'reviews',
    user: groomer,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    where: { and: [{ id: { equals: id } }, { groomer: { equals: groomer.id } }, { status: { equals: 'published' } }] },
  })
  if (!docs[0]) throw new DomainError('not_found', REVIEW_NOT_FOUND)
  return docs[0]
}

/** Takes the one-time right (two tabs at once: one wins); the column is set again by the write that follows. */
async function claimOnce(id: number, column: 'reply_replied_at' | 'report_reported_at'): Promise<boolean> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(
    sql`update "reviews" set ${sql.raw(`"${column}"`)} = now() where "id" = ${id} and ${sql.raw(`"${column}"`)} is null returning "id"`,
  )
  return rows.length === 1
}

/** The groomer's one public reply to a review; it waits for moderation like the review did. */
export async function replyToReview(groomer: AuthenticatedPerson, id: number, text: string): Promise<Review> {
  const review = await ownPublished(groomer, id)
  if (review.reply?.text || !(await claimOnce(id, 'reply_replied_at')))
    throw new DomainError('conflict', ALREADY_REPLIED)
  const payload = await getPayloadClient()
  return payload.update({ collection: 'reviews', id, user: groomer, overrideAccess: false, data: { reply: { text } } })
}

/** Asks the admins to look at a review again (fraud, inappropriate content). */
export async function reportReview(groomer: AuthenticatedPerson, id: number, reason: string): Promise<Review> {
  const review = await ownPublished(groomer, id)
  if (review.report?.reportedAt || !(await claimOnce(id, 'report_reported_at')))
    throw new DomainError('conflict', ALREADY_REPORTED)
  const payload = await getPayloadClient()
  return payload.update({
    collection: 'reviews',
    id,
    user: groomer,
    overrideAccess: false,
    data: { report: { reason } },
  })
}
