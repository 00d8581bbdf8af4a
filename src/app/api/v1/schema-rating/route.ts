import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/**
 * The site's aggregate rating for schema.org markup. Reviews are collected by the review
 * service (/service-avis); until there are any, the count is zero and no rating is claimed.
 */
export const GET = apiRoute({ session: 'none' }, () =>
  Response.json({ '@type': 'AggregateRating', ratingValue: null, reviewCount: 0, bestRating: 5, worstRating: 1 }),
)
