import { getImageProps } from 'next/image'

import { mediaPath } from '@/lib/mediaPath'
import { waitlistHref } from '@/components/waitlist/waitlistHref'
import type { GroomerCard } from '@/server/directory/listing'

import type { DayColumn } from './CardDays'
import { columnDay, formatDistance, formatDuration, formatPrice, initialsOf, phoneLink, profileDayHref } from './format'

/** What a card shows when the groomer takes no booking online, has nothing free, or has days of slots. */
export type CardAvailability =
  | { kind: 'phone'; phone: { href: string; label: string } | null }
  | { kind: 'none' }
  | { kind: 'waitlist'; href: string }
  | { kind: 'days'; motiveId: number; columns: DayColumn[]; moreHref: string }

/**
 * A city card as its client component receives it: every text already formatted here (luxon and
 * the phone library stay on the server), so that the page's RSC payload carries these few fields
 * per card rather than the card's rendered tree (decision 0052).
 */
export type CardView = {
  id: number
  uri: string
  name: string
  /** next/image's props of the avatar (srcset, WebP/AVIF), or null for the initials. */
  avatar: ReturnType<typeof getImageProps>['props'] | null
  initials: string
  practice: string | null
  address: string | null
  /** « à 1,2 km » from the place searched, or null. */
  distance: string | null
  rating: { average: number | null; count: number } | null
  specialities: { id: number; name: string }[]
  price: { amount: string; duration: string; motive: string } | null
  availability: CardAvailability
}

export function cardView(card: GroomerCard): CardView {
  return {
    id: card.id,
    uri: card.uri,
    name: card.name,
    avatar: card.picture
      ? getImageProps({ src: mediaPath(card.picture.url), alt: '', width: 64, height: 64 }).props
      : null,
    initials: initialsOf(card.name),
    practice: card.practice?.name ?? null,
    address: card.address,
    distance: card.distanceMeters === null ? null : formatDistance(card.distanceMeters),
    rating: card.rating ? { average: card.rating.average, count: card.rating.count } : null,
    specialities: card.specialities.map(({ id, name }) => ({ id, name })),
    price:
      card.motive?.price != null
        ? {
            amount: formatPrice(card.motive.price),
            duration: formatDuration(card.motive.durationMinutes),
            motive: card.motive.title,
          }
        : null,
    availability: availabilityOf(card),
  }
}

function availabilityOf(card: GroomerCard): CardAvailability {
  if (!card.onlineBooking)
    return { kind: 'phone', phone: card.phone ? phoneLink(card.phone.number, card.phone.country) : null }
  const motive = card.motive
  if (!motive) return { kind: 'none' }
  if (card.days.every((day) => day.slots.length === 0))
    return { kind: 'waitlist', href: waitlistHref(card.id, motive.id) }
  return {
    kind: 'days',
    motiveId: motive.id,
    columns: card.days.map((day) => {
      const head = columnDay(day.date)
      return { date: day.date, weekday: head.weekday, day: head.date, starts: day.slots.map((slot) => slot.start) }
    }),
    moreHref: profileDayHref(card.uri, motive.id, card.days[0]!.date),
  }
}
