import { DateTime } from 'luxon'
import type { Metadata } from 'next'
import Link from 'next/link'

import { ReviewForm } from '@/components/reviews/ReviewForm'
import { Stars } from '@/components/reviews/Stars'
import { refusalLabel } from '@/server/reviews/rules'
import { openReviewLink } from '@/server/reviews/submission'
import { pageTitle } from '@/server/seo/title'
import type { Review } from '@/payload-types'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: pageTitle('Donner mon avis'),
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { params: Promise<{ token: string }> }

const day = (iso: string, zone: string, format = 'cccc d LLLL yyyy') =>
  DateTime.fromISO(iso, { zone }).setLocale('fr').toFormat(format)

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="container stack" style={{ padding: '1.5rem 0 2.5rem', maxWidth: 640 }}>
      <h1>{title}</h1>
      {children}
      <p className="muted" style={{ margin: 0 }}>
        Chaque avis est relu par notre équipe avant publication, sous 48 heures.{' '}
        <Link href="/service-avis">Nos règles de publication</Link>
      </p>
    </div>
  )
}

function Outcome({ review, zone }: { review: Review; zone: string }) {
  if (review.status === 'published')
    return (
      <p className="notice" role="status">
        Votre avis est publié sur la page du toiletteur. Merci !
      </p>
    )
  if (review.status === 'refused') {
    return (
      <p className="form-error" role="status" style={{ margin: 0 }}>
        Votre avis n’a pas été publié. Motif : {refusalLabel(review.refusalReason)}.
      </p>
    )
  }
  return (
    <p className="notice" role="status">
      Votre avis est en cours de relecture.
      {review.editableUntil
        ? ` Vous pouvez le modifier jusqu’au ${day(review.editableUntil, zone, "d LLLL 'à' HH:mm")}.`
        : ''}
    </p>
  )
}

/**
 * The page of the review request's signed link: the owner rates the visit and writes a few words,
 * or edits them within 7 days. Nobody signs in: the link is the proof.
 */
export default async function ReviewPage({ params }: Props) {
  const { token } = await params
  const state = await openReviewLink(token)
  if (!state.ok) {
    return (
      <Shell title="Donner mon avis">
        <p className="form-error" role="alert" style={{ margin: 0 }}>
          {state.message}
        </p>
      </Shell>
    )
  }
  const { appointment, groomer, review, editable } = state.link
  const zone = appointment.timezone || 'Europe/Paris'
  return (
    <Shell title={`Votre avis sur ${groomer.displayName}`}>
      <p style={{ margin: 0 }}>
        Rendez-vous du {day(appointment.start, zone)}
        {appointment.title ? ` · ${appointment.title}` : ''}. Notez chaque critère de 1 à 5 étoiles.
      </p>
      {review ? <Outcome review={review} zone={zone} /> : null}
      {editable ? (
        <section className="card">
          <ReviewForm
            token={token}
            appointment={appointment.reference}
            initial={review ? { ratings: review.ratings, text: review.text } : null}
          />
        </section>
      ) : review ? (
        <section className="card stack" aria-label="Mon avis">
          <p style={{ margin: 0 }}>
            <Stars value={review.rating ?? 0} />
          </p>
          <p style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</p>
          <p className="muted" style={{ margin: 0 }}>
            Le délai de modification de 7 jours est passé.
          </p>
        </section>
      ) : null}
    </Shell>
  )
}
