import { getImageProps } from 'next/image'
import Link from 'next/link'

import { RatingSummary } from '@/components/reviews/Stars'

import { mediaPath } from '@/lib/mediaPath'
import { waitlistHref } from '@/components/waitlist/waitlistHref'
import type { GroomerCard as Card } from '@/server/directory/listing'

import { CardDays } from './CardDays'
import { columnDay, formatDuration, formatPrice, initialsOf, phoneLink, profileDayHref, profileHref } from './format'
import styles from './GroomerCard.module.css'

/** One groomer of a city page: who, where, from what price, and when they can see you. */
export function GroomerCard({ card }: { card: Card }) {
  const headingId = `toiletteur-${card.id}`
  return (
    <article className="card groomer-card" aria-labelledby={headingId}>
      <div className="groomer-card-head">
        {card.picture ? (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's optimized <img> (srcset, WebP/AVIF) without client code
          <img
            className="dir-avatar"
            {...getImageProps({ src: mediaPath(card.picture.url), alt: '', width: 64, height: 64 }).props}
          />
        ) : (
          <span className="dir-avatar dir-avatar-initials" aria-hidden="true">
            {initialsOf(card.name)}
          </span>
        )}
        <div>
          <h2 id={headingId} className="groomer-card-name">
            <Link href={profileHref(card.uri)}>{card.name}</Link>
          </h2>
          {card.practice ? <p className="muted groomer-card-practice">{card.practice.name}</p> : null}
          {card.rating ? (
            <p className="groomer-card-rating">
              <RatingSummary average={card.rating.average} count={card.rating.count} />
            </p>
          ) : null}
        </div>
      </div>
      {card.specialities.length > 0 ? (
        <ul className="dir-tags" aria-label="Spécialités">
          {card.specialities.map((speciality) => (
            <li key={speciality.id}>{speciality.name}</li>
          ))}
        </ul>
      ) : null}
      {card.motive?.price != null ? (
        <p className="groomer-card-price">
          à partir de {formatPrice(card.motive.price)} · {formatDuration(card.motive.durationMinutes)}
          <span className="muted"> ({card.motive.title})</span>
        </p>
      ) : null}
      <Availability card={card} />
    </article>
  )
}

function Availability({ card }: { card: Card }) {
  if (!card.onlineBooking) {
    const phone = card.phone ? phoneLink(card.phone.number, card.phone.country) : null
    return (
      <p className="groomer-card-phone">
        Rendez-vous par téléphone
        {phone ? (
          <>
            {' : '}
            <a href={phone.href}>{phone.label}</a>
          </>
        ) : null}
      </p>
    )
  }
  const motive = card.motive
  if (!motive) return <p className="muted">Aucune disponibilité en ligne prochainement</p>
  if (card.days.every((day) => day.slots.length === 0)) {
    return (
      <p className="muted">
        Aucune disponibilité en ligne prochainement.{' '}
        <Link href={waitlistHref(card.id, motive.id)} prefetch={false}>
          Prévenez-moi si un créneau se libère<span className="visually-hidden"> chez {card.name}</span>
        </Link>
      </p>
    )
  }
  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      <p className="slots-title">Prochaines disponibilités</p>
      <CardDays
        name={card.name}
        uri={card.uri}
        motiveId={motive.id}
        columns={card.days.map((day) => {
          const head = columnDay(day.date)
          return { date: day.date, weekday: head.weekday, day: head.date, starts: day.slots.map((slot) => slot.start) }
        })}
      />
      <Link className={styles.more} href={profileDayHref(card.uri, motive.id, card.days[0].date)} prefetch={false}>
        Voir plus de disponibilités<span className="visually-hidden"> de {card.name}</span>
      </Link>
    </div>
  )
}
