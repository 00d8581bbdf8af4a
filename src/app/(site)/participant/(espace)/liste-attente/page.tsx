import { DateTime } from 'luxon'
import type { Metadata } from 'next'
import Link from 'next/link'

import { LeaveWaitlistButton } from '@/components/waitlist/LeaveWaitlistButton'
import { SubscribeForm } from '@/components/waitlist/SubscribeForm'
import { formatAppointmentDate, formatHour } from '@/lib/frenchDate'
import { requirePerson } from '@/server/http/requirePerson'
import { bookableGroomer, bookableMotive } from '@/server/booking/groomers'
import { pageTitle } from '@/server/seo/title'
import { listSubscriptions } from '@/server/waitlist/subscriptions'

export const metadata: Metadata = { title: pageTitle('Ma liste d’attente') }

const ZONE = 'Europe/Paris'
const frenchDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' })

type Search = { toiletteur?: string; motif?: string }

/** The groomer and motive of a "Prévenez-moi" link (`?toiletteur={id}&motif={id}`), when both can be booked online. */
async function wanted(search: Search) {
  const [groomerId, motiveId] = [Number(search.toiletteur), Number(search.motif)]
  if (!Number.isSafeInteger(groomerId) || !Number.isSafeInteger(motiveId)) return null
  try {
    // Public records: a published groomer and one of their motives bookable online.
    const groomer = await bookableGroomer(groomerId)
    return { groomer, motive: await bookableMotive(groomer.id, motiveId) }
  } catch {
    return null
  }
}

/** The owner's waiting-list subscriptions ("Prévenez-moi"), each with the slot held for them now; a link from a profile adds one. */
export default async function WaitlistPage({ searchParams }: { searchParams: Promise<Search> }) {
  const attendee = await requirePerson('attendee')
  const [subscriptions, adding] = await Promise.all([listSubscriptions(attendee), searchParams.then(wanted)])
  const today = DateTime.now().setZone(adding?.groomer.timezone || ZONE)
  return (
    <div className="stack">
      <h1>Ma liste d’attente</h1>
      {adding ? (
        <SubscribeForm
          groomerId={adding.groomer.id}
          groomerName={adding.groomer.displayName ?? ''}
          motiveId={adding.motive.id}
          motiveTitle={adding.motive.title}
          firstDay={today.toISODate() ?? ''}
          lastDay={today.plus({ days: 13 }).toISODate() ?? ''}
        />
      ) : null}
      <p className="muted">
        Quand un créneau se libère chez un toiletteur, nous prévenons les inscrits dans l’ordre d’inscription. Le
        créneau vous est réservé 15 minutes.
      </p>
      {subscriptions.length === 0 ? (
        <p>Vous n’êtes sur aucune liste d’attente.</p>
      ) : (
        <ul className="stack" style={{ listStyle: 'none', padding: 0 }}>
          {subscriptions.map((subscription) => (
            <li key={subscription.id} className="card stack">
              <h2 style={{ margin: 0, fontSize: '1.1rem' }}>
                <Link href={`/toiletteur/${subscription.groomer.uri}`}>{subscription.groomer.name}</Link>
              </h2>
              <p style={{ margin: 0 }}>
                {subscription.motive.title}, du {frenchDay(subscription.firstDay)} au {frenchDay(subscription.lastDay)}
              </p>
              {subscription.status === 'booked' ? (
                <p style={{ margin: 0 }}>Créneau réservé : retrouvez-le dans vos rendez-vous.</p>
              ) : null}
              {subscription.hold ? (
                <p style={{ margin: 0 }}>
                  <strong>Un créneau vous attend</strong> le {formatAppointmentDate(subscription.hold.start, ZONE)},
                  jusqu’à {formatHour(subscription.hold.expiresAt, ZONE)}.{' '}
                  <Link href={subscription.hold.url.replace(/^https?:\/\/[^/]+/, '')}>Réserver ce créneau</Link>
                </p>
              ) : null}
              <div className="actions-row">
                <LeaveWaitlistButton
                  id={subscription.id}
                  label={`Ne plus être prévenu pour ${subscription.groomer.name}`}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
