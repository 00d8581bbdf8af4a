import Link from 'next/link'

import type { GroomerRating, PublicReview } from '@/server/reviews/publicReviews'

import { CriteriaMarks, ReviewList } from './ReviewList'
import { RatingSummary } from './Stars'

type Props = {
  groomer: { name: string; uri: string }
  rating: GroomerRating
  reviews: PublicReview[]
  pageCount: number
}

/** The profile's verified reviews: the rating, each criterion's mean and the newest reviews. */
export function ProfileReviews({ groomer, rating, reviews, pageCount }: Props) {
  return (
    <section className="card stack" aria-labelledby="reviews-title" id="avis">
      <h2 id="reviews-title" style={{ margin: 0 }}>
        Avis vérifiés
      </h2>
      {rating.count > 0 && rating.criteria ? (
        <>
          <RatingSummary average={rating.average} count={rating.count} />
          <CriteriaMarks marks={rating.criteria} />
          <ReviewList reviews={reviews} groomerName={groomer.name} />
          {pageCount > 1 ? (
            <p style={{ margin: 0 }}>
              <Link href={`/toiletteur/${groomer.uri}/avis?page=2`} prefetch={false}>
                Voir les avis plus anciens
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <p style={{ margin: 0 }}>Pas encore d’avis publié.</p>
      )}
      <p className="muted" style={{ margin: 0, fontSize: '0.9rem' }}>
        Seuls les clients ayant honoré un rendez-vous peuvent donner leur avis, relu avant publication.{' '}
        <Link href="/service-avis">En savoir plus</Link>
      </p>
    </section>
  )
}
