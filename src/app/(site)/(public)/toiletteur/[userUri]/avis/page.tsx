import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { ReviewList } from '@/components/reviews/ReviewList'
import { RatingSummary } from '@/components/reviews/Stars'
import styles from '@/components/reviews/reviews.module.css'
import { findGroomerProfile } from '@/server/groomers/profile'
import { groomerRating, publishedReviews } from '@/server/reviews/publicReviews'
import { pageMetadata } from '@/server/http/pageMetadata'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ userUri: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** `?page=N` (1 when absent); anything else is a 404, like a page past the last. */
async function readPage(searchParams: Props['searchParams']): Promise<number> {
  const raw = (await searchParams).page
  if (raw === undefined) return 1
  if (typeof raw !== 'string' || !/^[1-9]\d{0,4}$/.test(raw)) notFound()
  return Number(raw)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const profile = await findGroomerProfile((await params).userUri)
  if (!profile) return {}
  const name = profile.groomer.displayName ?? ''
  return pageMetadata({
    title: `Avis sur ${name}, toiletteur`,
    description: `Les avis vérifiés des clients de ${name}.`,
    path: `/toiletteur/${profile.groomer.uri}/avis`,
  })
}

/** Every published review of a groomer, newest first, a page at a time (the profile shows the first). */
export default async function GroomerReviewsPage({ params, searchParams }: Props) {
  const profile = await findGroomerProfile((await params).userUri)
  if (!profile) notFound()
  const page = await readPage(searchParams)
  const { groomer } = profile
  const [rating, { reviews, pageCount }] = await Promise.all([
    groomerRating(groomer.id),
    publishedReviews(groomer.id, page),
  ])
  if (page > Math.max(pageCount, 1)) notFound()
  const here = `/toiletteur/${groomer.uri}/avis`
  return (
    <div className="container stack" style={{ padding: '1.5rem 0 2.5rem', maxWidth: 760 }}>
      <p style={{ margin: 0 }}>
        <Link href={`/toiletteur/${groomer.uri}`}>← {groomer.displayName}</Link>
      </p>
      <h1 style={{ margin: 0 }}>Avis sur {groomer.displayName}</h1>
      <RatingSummary average={rating.average} count={rating.count} />
      <section className="card stack" aria-label={`Avis, page ${page} sur ${Math.max(pageCount, 1)}`}>
        {reviews.length > 0 ? (
          <ReviewList reviews={reviews} groomerName={groomer.displayName ?? ''} />
        ) : (
          <p style={{ margin: 0 }}>Pas encore d’avis publié.</p>
        )}
      </section>
      {pageCount > 1 ? (
        <nav className={styles.pager} aria-label="Pages d’avis">
          {page > 1 ? <Link href={page === 2 ? here : `${here}?page=${page - 1}`}>← Avis plus récents</Link> : <span />}
          <span className="muted">
            Page {page} sur {pageCount}
          </span>
          {page < pageCount ? <Link href={`${here}?page=${page + 1}`}>Avis plus anciens →</Link> : <span />}
        </nav>
      ) : null}
    </div>
  )
}
