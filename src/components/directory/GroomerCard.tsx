import { getImageProps } from 'next/image'
import Link from 'next/link'

import { mediaPath } from '@/lib/mediaPath'
import type { GroomerCard as Card } from '@/server/directory/listing'

import { formatDuration, formatPrice, formatSlotShort, initialsOf, phoneLink, profileHref, slotHref } from './format'

/** One groomer of a city page: who, where, from what price, and when they can see you. */
export function GroomerCard({ card }: { card: Card }) {
  const headingId = `toiletteur-${card.id}`
  return (
    <article className="card groomer-card" aria-labelledby={headingId}>
      <div className="groomer-card-head">
        {card.picture ? (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's optimized <img> (srcset, WebP/AVIF) without client code
          <img className="dir-avatar" {...getImageProps({ src: mediaPath(card.picture.url), alt: '', width: 64, height: 64 }).props} />
        ) : (
          <span className="dir-avatar dir-avatar-initials" aria-hidden="true">
            {initialsOf(card.name)}
          </span>
        )}
        <div>
          <h2 id={headingId} className="groomer-card-name">
            <Link href={profileHref(card.uri)}>{card.name}</Link>
          </h2>
          {card.team ? <p className="muted groomer-card-team">{card.team.name}</p> : null}
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
  if (!motive || card.slots.length === 0) return <p className="muted">Aucune disponibilité en ligne prochainement</p>
  return (
    <div>
      <p className="slots-title">Prochaines disponibilités</p>
      <ul className="dir-slots">
        {card.slots.map((slot) => (
          <li key={slot.startMs}>
            <Link className="dir-slot" href={slotHref(card.uri, motive.id, slot)} prefetch={false}>
              <span className="visually-hidden">Réserver le </span>
              <time dateTime={slot.start}>{formatSlotShort(slot)}</time>
              <span className="visually-hidden"> avec {card.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
