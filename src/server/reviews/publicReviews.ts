import { sql } from '@payloadcms/db-postgres'

import type { Review } from '@/payload-types'

import { invalidatedAt } from '../cache/invalidationMirror'
import { getPayloadClient } from '../payload'
import { RATING_TAG } from './outcome'
import { REVIEW_CRITERIA, type CriterionName } from './rules'

/** The mean of the published reviews' marks (each review counts once, /service-avis says so) and their number. */
export type RatingFigure = { average: number | null; count: number }
export type GroomerRating = RatingFigure & { criteria: Record<CriterionName, number> | null }

export type PublicReview = {
  id: number
  authorName: string
  visitDate: string
  submittedAt: string
  rating: number
  ratings: Review['ratings']
  text: string
  reply: { text: string; at: string | null } | null
}

export const REVIEWS_PER_PAGE = 5

const round1 = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10)

/** Each groomer's published reviews summed (reviews_published_groomer_rating_idx alone). */
export const ratingsStatement = (groomerIds: number[]) => sql`
    select "groomer_id" as "id", avg("rating") as "average", count(*)::int as "count"
    from "reviews" where "status" = 'published' and "groomer_id" in (${sql.join(
      groomerIds.map((id) => sql`${id}`),
      sql`, `,
    )}) group by "groomer_id"`

/** The rating of each of these groomers (a groomer without published reviews is absent). */
export async function ratingsOf(groomerIds: number[]): Promise<Map<number, RatingFigure>> {
  if (groomerIds.length === 0) return new Map()
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(ratingsStatement(groomerIds))
  return new Map(
    (rows as { id: number; average: string; count: number }[]).map((row) => [
      Number(row.id),
      { average: round1(row.average), count: row.count },
    ]),
  )
}

/** One groomer's rating with the mean of each criterion (the profile shows them). */
export async function groomerRating(groomerId: number): Promise<GroomerRating> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    select avg("rating") as "average", count(*)::int as "count", avg("ratings_welcome") as "welcome", avg("ratings_pet_care") as "petCare",
      avg("ratings_result") as "result", avg("ratings_value") as "value"
    from "reviews" where "status" = 'published' and "groomer_id" = ${groomerId}`)
  const row = rows[0] as Record<string, unknown> & { count: number }
  if (!row || row.count === 0) return { average: null, count: 0, criteria: null }
  const criteria = Object.fromEntries(REVIEW_CRITERIA.map(({ name }) => [name, round1(row[name]) ?? 0])) as Record<
    CriterionName,
    number
  >
  return { average: round1(row.average), count: row.count, criteria }
}

/** A page of a groomer's published reviews, newest first, with the groomer's published reply; read as an anonymous visitor. */
export async function publishedReviews(
  groomerId: number,
  page = 1,
  perPage = REVIEWS_PER_PAGE,
): Promise<{ reviews: PublicReview[]; total: number; pageCount: number }> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'reviews',
    overrideAccess: false,
    depth: 0,
    page,
    limit: perPage,
    sort: '-submittedAt',
    where: { and: [{ groomer: { equals: groomerId } }, { status: { equals: 'published' } }] },
    select: {
      authorName: true,
      visitDate: true,
      submittedAt: true,
      createdAt: true,
      rating: true,
      ratings: true,
      text: true,
      reply: true,
    },
  })
  const reviews = found.docs.map((doc) => ({
    id: doc.id,
    authorName: doc.authorName,
    visitDate: doc.visitDate,
    submittedAt: doc.submittedAt ?? doc.createdAt,
    rating: doc.rating ?? 0,
    ratings: doc.ratings,
    text: doc.text,
    reply:
      doc.reply?.status === 'published' && doc.reply.text
        ? { text: doc.reply.text, at: doc.reply.repliedAt ?? null }
        : null,
  }))
  return { reviews, total: found.totalDocs, pageCount: found.totalPages }
}

/** How long this instance keeps the site's rating without news of a moderation decision. */
const SITE_RATING_TTL_MS = 60_000
let cached: { value: RatingFigure; storedAt: number } | null = null

/**
 * The site-wide rating (schema-rating): every published review once. Kept in memory until a
 * moderation decision anywhere publishes RATING_TAG to the shared invalidation log, or for a minute (the lifetime of the cached pages).
 */
export async function siteRating(now = Date.now()): Promise<RatingFigure> {
  const invalidated = invalidatedAt(RATING_TAG) ?? 0
  if (cached && cached.storedAt > invalidated && now - cached.storedAt < SITE_RATING_TTL_MS) return cached.value
  const storedAt = Date.now()
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(
    sql`select avg("rating") as "average", count(*)::int as "count" from "reviews" where "status" = 'published'`,
  )
  const row = rows[0] as { average: string | null; count: number }
  const value = { average: row.count > 0 ? round1(row.average) : null, count: row.count }
  cached = { value, storedAt }
  return value
}
