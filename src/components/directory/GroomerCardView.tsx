'use client'

import Link from 'next/link'

import { RatingSummary } from '@/components/reviews/Stars'

import { CardDays } from './CardDays'
import type { CardAvailability, CardView } from './cardView'
import styles from './GroomerCard.module.css'
import { profileHref } from './hrefs'

/**
 * One groomer of a city page: who, where, from what price, and when they can see you. A client
 * component fed with its formatted texts (cardView.ts): the same HTML as a server component, a
 * quarter of the bytes in the page's RSC payload.
 */
export function GroomerCardView({ view }: { view: CardView }) {
  const headingId = `toiletteur-${view.id}`
  return (
    <article className="card groomer-card" aria-labelledby={headingId}>
      <div className="groomer-card-head">
        {view.avatar ? (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's optimized <img> (srcset, WebP/AVIF) without client code
          <img className="dir-avatar" {...view.avatar} />
        ) : (
          <span className="dir-avatar dir-avatar-initials" aria-hidden="true">
            {view.initials}
          </span>
        )}
        <div>
          <h2 id={headingId} className="groomer-card-name">
            <Link href={profileHref(view.uri)}>{view.name}</Link>
          </h2>
          {view.practice ? <p className="muted groomer-card-practice">{view.practice}</p> : null}
          {view.address || view.distance ? (
            <p className="muted groomer-card-address">
              {view.distance ? <strong className="groomer-card-distance">{view.distance}</strong> : null}
              {view.distance && view.address ? ' · ' : null}
              {view.address}
            </p>
          ) : null}
          {view.rating ? (
            <p className="groomer-card-rating">
              <RatingSummary average={view.rating.average} count={view.rating.count} />
            </p>
          ) : null}
        </div>
      </div>
      {view.specialities.length > 0 ? (
        <ul className="dir-tags" aria-label="Spécialités">
          {view.specialities.map((speciality) => (
            <li key={speciality.id}>{speciality.name}</li>
          ))}
        </ul>
      ) : null}
      {view.price ? (
        <p className="groomer-card-price">
          à partir de {view.price.amount} · {view.price.duration}
          <span className="muted"> ({view.price.motive})</span>
        </p>
      ) : null}
      <Availability name={view.name} uri={view.uri} availability={view.availability} />
    </article>
  )
}

function Availability({ name, uri, availability }: { name: string; uri: string; availability: CardAvailability }) {
  switch (availability.kind) {
    case 'phone':
      return (
        <p className="groomer-card-phone">
          Rendez-vous par téléphone
          {availability.phone ? (
            <>
              {' : '}
              <a href={availability.phone.href}>{availability.phone.label}</a>
            </>
          ) : null}
        </p>
      )
    case 'none':
      return <p className="muted">Aucune disponibilité en ligne prochainement</p>
    case 'waitlist':
      return (
        <p className="muted">
          Aucune disponibilité en ligne prochainement.{' '}
          <Link href={availability.href} prefetch={false}>
            Prévenez-moi si un créneau se libère<span className="visually-hidden"> chez {name}</span>
          </Link>
        </p>
      )
    case 'days':
      return (
        <div className="stack" style={{ gap: '0.5rem' }}>
          <p className="slots-title">Prochaines disponibilités</p>
          <CardDays name={name} uri={uri} motiveId={availability.motiveId} columns={availability.columns} />
          <Link className={styles.more} href={availability.moreHref} prefetch={false}>
            Voir plus de disponibilités<span className="visually-hidden"> de {name}</span>
          </Link>
        </div>
      )
  }
}
