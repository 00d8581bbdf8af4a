import type { Metadata } from 'next'
import Link from 'next/link'

import { Pager } from '@/components/groomerSpace/Pager'
import { ReviewActions } from '@/components/groomerSpace/reviews/ReviewActions'
import { ReviewList } from '@/components/reviews/ReviewList'
import { RatingSummary } from '@/components/reviews/Stars'
import { requirePerson } from '@/server/http/requirePerson'
import { listGroomerReviews } from '@/server/reviews/groomerReviews'
import { groomerRating } from '@/server/reviews/publicReviews'
import { refusalLabel } from '@/server/reviews/rules'
import { pageTitle } from '@/server/seo/title'
import type { Review } from '@/payload-types'

export const metadata: Metadata = { title: pageTitle('Mes avis') }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const pageOf = (value: unknown) =>
  typeof value === 'string' && /^\d{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : 1

/** Where the groomer's reply stands, in words (nothing once it is public: the review shows it). */
function replyState(review: Review): string | null {
  if (!review.reply?.text) return null
  if (review.reply.status === 'refused')
    return `Votre réponse n’a pas été publiée (motif : ${refusalLabel(review.reply.refusalReason)}).`
  if (review.reply.status !== 'published') return `Votre réponse est en cours de relecture : « ${review.reply.text} »`
  return null
}

/** The groomer's verified reviews: read them, reply once publicly, report one to the admins. */
export default async function GroomerReviewsPage({ searchParams }: Props) {
  const groomer = await requirePerson('groomer')
  const [result, rating] = await Promise.all([
    listGroomerReviews(groomer, pageOf((await searchParams).page)),
    groomerRating(groomer.id),
  ])
  const name = 'displayName' in groomer ? String(groomer.displayName ?? '') : ''
  return (
    <div className="stack">
      <h1>Mes avis</h1>
      <p className="muted" style={{ margin: 0 }}>
        Vos clients reçoivent une invitation à donner leur avis le lendemain d’un rendez-vous terminé. Chaque avis est
        relu par notre équipe avant publication ; vous pouvez y répondre une fois publiquement, ou le signaler s’il vous
        semble frauduleux ou inapproprié. <Link href="/service-avis">Règles des avis</Link>
      </p>
      {result.totalDocs === 0 ? (
        <p className="card" style={{ margin: 0 }}>
          Aucun avis publié pour le moment.
        </p>
      ) : (
        <>
          <RatingSummary average={rating.average} count={rating.count} />
          <ul className="stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {result.docs.map((review) => {
              const state = replyState(review)
              return (
                <li key={review.id} className="card stack" style={{ gap: '0.75rem' }}>
                  <ReviewList
                    groomerName={name}
                    reviews={[
                      {
                        id: review.id,
                        authorName: review.authorName,
                        visitDate: review.visitDate,
                        submittedAt: review.submittedAt ?? review.createdAt,
                        rating: review.rating ?? 0,
                        ratings: review.ratings,
                        text: review.text,
                        reply:
                          review.reply?.status === 'published' && review.reply.text
                            ? { text: review.reply.text, at: review.reply.repliedAt ?? null }
                            : null,
                      },
                    ]}
                  />
                  {state ? (
                    <p className="muted" style={{ margin: 0 }}>
                      {state}
                    </p>
                  ) : null}
                  {review.report?.reportedAt ? (
                    <p className="muted" style={{ margin: 0 }}>
                      Vous avez signalé cet avis : notre équipe le réexamine.
                    </p>
                  ) : null}
                  <ReviewActions
                    reviewId={review.id}
                    canReply={!review.reply?.text}
                    canReport={!review.report?.reportedAt}
                  />
                </li>
              )
            })}
          </ul>
          <Pager
            page={result.page ?? 1}
            totalPages={result.totalPages}
            hrefFor={(page) => (page === 1 ? '/user/avis' : `/user/avis?page=${page}`)}
            label="Pages des avis"
          />
        </>
      )}
    </div>
  )
}
