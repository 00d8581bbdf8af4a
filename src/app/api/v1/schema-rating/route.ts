import { NextResponse } from 'next/server'

export const dynamic = 'force-dynamic'

/**
 * The site's aggregate rating for schema.org markup. Reviews are collected by the review
 * service (/service-avis); until there are any, the count is zero and no rating is claimed.
 */
export async function GET() {
  return NextResponse.json({ '@type': 'AggregateRating', ratingValue: null, reviewCount: 0, bestRating: 5, worstRating: 1 })
}
