import { RichText } from '@payloadcms/richtext-lexical/react'
import type { DaySlots } from 'booking-engine'
import { DateTime } from 'luxon'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { bookingDialogProps } from '@/components/booking/dialogProps'
import { Avatar } from '@/components/groomers/Avatar'
import { BookingChoice } from '@/components/groomers/BookingChoice'
import { durationLabel, motivePriceLabel } from '@/components/groomers/format'
import { type SlotDay, SlotPicker } from '@/components/groomers/SlotPicker'
import { WeekLinks } from '@/components/groomers/WeekLinks'
import { ProfileReviews } from '@/components/reviews/ProfileReviews'
import { RatingSummary } from '@/components/reviews/Stars'
import { JsonLd } from '@/components/seo/JsonLd'
import { preferredMotive } from '@/server/directory/motiveOrder'
import { readProfileChoice } from '@/server/cache/pageVariants'
import { findGroomerProfile } from '@/server/groomers/profile'
import { groomerJsonLd } from '@/server/groomers/jsonLd'
import { weekdayHours } from '@/server/openingHours/weekdayHours'
import { groomerRating, publishedReviews } from '@/server/reviews/publicReviews'
import { mediaImage, pageMetadata } from '@/server/http/pageMetadata'
import { ProfilePhotos } from '@/components/groomers/ProfilePhotos'
import { upcomingSlots } from '@/server/slots'
import { env } from '@/server/env'
import { zoneOrParis } from '@/server/groomers/fieldRules'
import { takesOnlineBookings } from '@/server/groomers/onlineBooking'

type Params = { userUri: string; choice?: string[] }
type Props = { params: Promise<Params> }

/** Cached for a minute; admin saves refresh it sooner (src/server/cache/refreshPublicPages.ts). */
export const revalidate = 60
export const generateStaticParams = async (): Promise<Params[]> => []

/** `?motif=&creneau=` arrive as one `~` segment (src/server/cache/pageVariants.ts); other segments are a 404. */
async function readRoute(params: Props['params']) {
  const { userUri, choice = [] } = await params
  if (choice.length > 1 || (choice.length === 1 && !choice[0].startsWith('~'))) notFound()
  return { userUri, choice: readProfileChoice(choice[0]) }
}

const LANGUAGES: Record<string, string> = {
  fr: 'Français',
  en: 'Anglais',
  de: 'Allemand',
  es: 'Espagnol',
  it: 'Italien',
  nl: 'Néerlandais',
  ar: 'Arabe',
  pt: 'Portugais',
}
const DAYS_SHOWN = 7
const SLOTS_PER_DAY = 8

/** What the slot picker shows of each day: its first free slots' starts, or why it has none. */
const slotDays = (days: DaySlots[]): SlotDay[] =>
  days.map((day) => ({
    date: day.date,
    starts: day.open ? day.slots.slice(0, SLOTS_PER_DAY).map((slot) => slot.start) : [],
    reason: day.reason ?? null,
  }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const profile = await findGroomerProfile((await readRoute(params)).userUri)
  if (!profile) return {}
  const { groomer, city } = profile
  return pageMetadata({
    title: `${groomer.displayName}, toiletteur${city ? ` à ${city.name}` : ''}`,
    description: `Prenez rendez-vous en ligne avec ${groomer.displayName}${city ? `, toiletteur à ${city.name}` : ''} : prestations, tarifs, horaires et disponibilités.`,
    path: `/toiletteur/${groomer.uri}`,
    type: 'profile',
    // The first photo (the salon, their work) when there is one, else the profile picture.
    image: profile.photos[0]
      ? { url: profile.photos[0].card ?? profile.photos[0].url, alt: profile.photos[0].alt }
      : mediaImage(profile.picture),
  })
}

export default async function GroomerProfilePage({ params }: Props) {
  const { userUri, choice } = await readRoute(params)
  const profile = await findGroomerProfile(userUri)
  if (!profile) notFound()
  const { groomer, city, practice, picture, specialities, motives, openingHours, photos } = profile
  const bookable = motives.filter((motive) => motive.bookableOnline)
  const motive = bookable.find((m) => m.id === choice.motif) ?? preferredMotive(bookable)
  const online = takesOnlineBookings(groomer) && motive !== null
  // From the day asked ("voir plus de disponibilités" of a city card) or the chosen slot's day, else today.
  const fromDay = choice.jour ?? choice.creneau?.slice(0, 10)
  const [slots, rating, reviewPage] = await Promise.all([
    online && motive
      ? upcomingSlots(groomer, { durationMinutes: motive.duration }, new Date(), DAYS_SHOWN, fromDay)
      : null,
    groomerRating(groomer.id),
    publishedReviews(groomer.id),
  ])
  const offered = new Set(slots?.days.flatMap((day) => day.slots.map((slot) => slot.start)))
  const chosenSlot = choice.creneau && offered.has(choice.creneau) ? choice.creneau : null
  const here = `/toiletteur/${groomer.uri}`

  return (
    <div className="container">
      <JsonLd data={groomerJsonLd(profile, { rating, reviews: reviewPage.reviews })} />
      <header className="profile-head" style={{ paddingTop: '1.5rem' }}>
        <Avatar name={groomer.displayName ?? ''} picture={picture} />
        <div className="stack" style={{ gap: '0.35rem' }}>
          <h1 style={{ margin: 0 }}>{groomer.displayName}</h1>
          <RatingSummary average={rating.average} count={rating.count} href="#avis" />
          <p className="muted" style={{ margin: 0 }}>
            Toiletteur{city ? ` à ${city.name}` : ''}
            {practice ? (
              <>
                {' · '}
                <Link href={`/etude/${practice.uri}`} prefetch={false}>
                  {practice.name}
                </Link>
              </>
            ) : null}
          </p>
          {specialities.length > 0 ? (
            <ul className="chips" aria-label="Spécialités">
              {specialities.map((speciality) => (
                <li key={speciality.id} className="chip">
                  {speciality.name}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>

      <div className="profile-grid">
        <div className="stack">
          {online && motive ? (
            <>
              <BookingChoice
                motive={motive}
                slot={chosenSlot}
                slotGone={Boolean(choice.creneau) && !chosenSlot}
                {...bookingDialogProps(profile, bookable, {
                  timezone: zoneOrParis(groomer.timezone),
                  maxPets: env().PETS_PER_BOOKING,
                })}
              />
              <section className="card stack" aria-labelledby="slots-title" id="disponibilites">
                <h2 id="slots-title">Disponibilités pour « {motive.title} »</h2>
                {slots ? (
                  <>
                    <SlotPicker
                      uri={groomer.uri}
                      motiveId={motive.id}
                      days={slotDays(slots.days)}
                      selected={chosenSlot}
                    />
                    <WeekLinks
                      days={slots.days.map((day) => day.date)}
                      today={DateTime.now().setZone(zoneOrParis(groomer.timezone)).toISODate() ?? ''}
                      dayHref={(day) => `${here}?motif=${motive.id}&jour=${day}#disponibilites`}
                    />
                  </>
                ) : null}
              </section>
            </>
          ) : (
            <section className="card stack" aria-labelledby="phone-title">
              <h2 id="phone-title">Rendez-vous par téléphone</h2>
              <p style={{ margin: 0 }}>Ce toiletteur ne prend pas de rendez-vous en ligne.</p>
              {groomer.phone ? (
                <a className="btn" href={`tel:${groomer.phone.replace(/\s/g, '')}`}>
                  Appeler le {groomer.phone}
                </a>
              ) : null}
            </section>
          )}
          {groomer.presentation ? (
            <section className="card" aria-labelledby="presentation-title">
              <h2 id="presentation-title">Présentation</h2>
              <RichText data={groomer.presentation as never} />
            </section>
          ) : null}
          {groomer.practicePresentation ? (
            <section className="card" aria-labelledby="practice-title">
              <h2 id="practice-title">Le salon</h2>
              <RichText data={groomer.practicePresentation as never} />
            </section>
          ) : null}
          <ProfilePhotos photos={photos} />
          <ProfileReviews
            groomer={{ name: groomer.displayName ?? '', uri: groomer.uri }}
            rating={rating}
            reviews={reviewPage.reviews}
            pageCount={reviewPage.pageCount}
          />
        </div>

        <aside className="stack">
          <section className="card stack" aria-labelledby="motives-title">
            <h2 id="motives-title">Prestations et tarifs</h2>
            <ul className="motive-list" aria-labelledby="motives-title">
              {motives.map((m) => (
                <li key={m.id}>
                  <Link
                    href={`${here}?motif=${m.id}`}
                    aria-current={m.id === motive?.id ? 'true' : undefined}
                    scroll={false}
                  >
                    <span>{m.title}</span>
                    <span className="muted">
                      {durationLabel(m.duration)}
                      {motivePriceLabel(m) ? ` · ${motivePriceLabel(m)}` : ''}
                      {m.kind === 'home' ? ' · À domicile' : ''}
                      {m.bookableOnline && m.instantBooking ? ' · Confirmation immédiate' : ''}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="hours-title">
            <h2 id="hours-title">Horaires d’ouverture</h2>
            <dl className="hours">
              {weekdayHours(openingHours).map((day) => (
                <div key={day.weekday} style={{ display: 'contents' }}>
                  <dt>{day.weekday}</dt>
                  <dd style={{ margin: 0 }} className={day.ranges.length ? undefined : 'muted'}>
                    {day.ranges.length ? day.ranges.join(', ') : 'Fermé'}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="card stack" aria-labelledby="address-title">
            <h2 id="address-title">Adresse</h2>
            <p style={{ margin: 0 }}>
              {groomer.address}
              <br />
              {groomer.postcode} {city?.name}
            </p>
            {groomer.spokenLanguages?.length ? (
              <p style={{ margin: 0 }}>
                Langues parlées : {groomer.spokenLanguages.map((code) => LANGUAGES[code] ?? code).join(', ')}
              </p>
            ) : null}
          </section>
        </aside>
      </div>
    </div>
  )
}
