import { DateTime } from 'luxon'

import { REVIEW_CRITERIA, type CriterionName } from '@/server/reviews/rules'
import type { PublicReview } from '@/server/reviews/publicReviews'

import styles from './reviews.module.css'
import { frenchMark, Stars } from './Stars'

const frenchDay = (iso: string, format = 'd LLLL yyyy') =>
  DateTime.fromISO(iso, { zone: 'Europe/Paris' }).setLocale('fr').toFormat(format)

/** Each criterion's mean ("Accueil 4,8"), on one wrapping line. */
export function CriteriaMarks({ marks }: { marks: Record<CriterionName, number> }) {
  return (
    <dl className={styles.criteria}>
      {REVIEW_CRITERIA.map(({ name, label }) => (
        <div key={name}>
          <dt>{label}</dt>
          <dd>{frenchMark(marks[name])}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Published reviews, newest first: author, dates, marks, text and the groomer's reply. */
export function ReviewList({ reviews, groomerName }: { reviews: PublicReview[]; groomerName: string }) {
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <div className={styles.reviewHead}>
            <Stars value={review.rating} />
            <strong>{review.authorName}</strong>
            <span className="muted">
              Avis du {frenchDay(review.submittedAt)} · prestation du {frenchDay(review.visitDate)}
            </span>
          </div>
          <CriteriaMarks marks={review.ratings} />
          <p>{review.text}</p>
          {review.reply ? (
            <div className={styles.reply}>
              <p>
                <strong>Réponse de {groomerName}</strong>
                {review.reply.at ? <span className="muted"> · {frenchDay(review.reply.at)}</span> : null}
              </p>
              <p>{review.reply.text}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
