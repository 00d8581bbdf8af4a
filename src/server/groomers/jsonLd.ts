import { priceRange } from '@/lib/motivePrice'

import type { PublicReview, RatingFigure } from '../reviews/publicReviews'
import type { GroomerProfile } from './profile'

/** What the profile shows of its verified reviews: the rating and the newest published ones. */
export type ProfileReviews = { rating: RatingFigure; reviews: PublicReview[] }

const ratingOf = (value: number) => ({ '@type': 'Rating', ratingValue: value, bestRating: 5, worstRating: 1 })

/** schema.org LocalBusiness of a groomer; AggregateRating and Review only from published verified reviews. */
export function groomerJsonLd({ groomer, city, motives }: GroomerProfile, reviews?: ProfileReviews) {
  const rated = reviews && reviews.rating.count > 0 && reviews.rating.average !== null
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: groomer.displayName,
    url: `/toiletteur/${groomer.uri}`,
    telephone: groomer.phone ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: groomer.address ?? undefined,
      postalCode: groomer.postcode ?? undefined,
      addressLocality: city?.name,
      addressCountry: groomer.country ?? 'FR',
    },
    makesOffer: motives.flatMap((motive): Record<string, unknown>[] => {
      const range = priceRange(motive)
      if (!range) return []
      // A price by the pet's size: the lowest and highest (schema.org's PriceSpecification).
      return range.from === range.to
        ? [{ '@type': 'Offer', name: motive.title, price: range.from, priceCurrency: 'EUR' }]
        : [
            {
              '@type': 'Offer',
              name: motive.title,
              priceSpecification: {
                '@type': 'PriceSpecification',
                minPrice: range.from,
                maxPrice: range.to,
                priceCurrency: 'EUR',
              },
            },
          ]
    }),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.rating.average,
            reviewCount: reviews.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.submittedAt.slice(0, 10),
            reviewBody: review.text,
            reviewRating: ratingOf(review.rating),
          })),
        }
      : {}),
  }
}
