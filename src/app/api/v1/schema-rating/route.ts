import { apiRoute } from '@/server/http/route'
import { siteRating } from '@/server/reviews/publicReviews'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

/**
 * The site's aggregate rating for schema.org markup, from the published verified reviews
 * (/service-avis); without any, the count is zero and no rating is claimed.
 */
export const GET = apiRoute({ session: 'none' }, async () => {
  const { average, count } = await siteRating()
  return jsonAnswer({
    '@type': 'AggregateRating',
    ratingValue: average,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  })
})
