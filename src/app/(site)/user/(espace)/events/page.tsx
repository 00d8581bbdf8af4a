import type { Metadata } from 'next'
import Link from 'next/link'

import { GroomerAppointmentList } from '@/components/groomerSpace/events/GroomerAppointmentItem'
import { ValidationActions } from '@/components/groomerSpace/ValidationActions'
import { zoneOf } from '@/server/appointments/dashboard'
import { closedEvents, groomerEvents, PAST_PAGE_SIZE, UPCOMING_PAGE_SIZE } from '@/server/appointments/groomerEvents'
import { requirePerson } from '@/server/http/requirePerson'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Mes rendez-vous') }

type Props = { searchParams: Promise<{ passes?: string; avenir?: string; vue?: string }> }

/** How many pages a list shows (1 to 50): its "Voir plus" clicks, from the query. */
const shownPages = (raw: string | undefined) => {
  const pages = Number(raw ?? 1)
  return Number.isInteger(pages) && pages >= 1 ? Math.min(pages, 50) : 1
}

/** The groomer's appointments: waiting for validation, upcoming, past (spec section 2). */
export default async function GroomerEventsPage({ searchParams }: Props) {
  const groomer = await requirePerson('groomer')
  const query = await searchParams
  const pages = shownPages(query.passes)
  const upcomingPages = shownPages(query.avenir)
  const timezone = zoneOf(groomer)
  if (query.vue === 'historique') return <ClosedEvents groomer={groomer} timezone={timezone} pages={pages} />
  const { toValidate, upcoming, past, toValidateTotal, upcomingTotal, morePast } = await groomerEvents(
    groomer,
    new Date(),
    pages * PAST_PAGE_SIZE,
    upcomingPages * UPCOMING_PAGE_SIZE,
  )
  const more = (list: 'passes' | 'avenir') => {
    const params = new URLSearchParams({
      passes: String(list === 'passes' ? pages + 1 : pages),
      avenir: String(list === 'avenir' ? upcomingPages + 1 : upcomingPages),
    })
    return `/user/events?${params}`
  }
  return (
    <div className="stack">
      <h1>Mes rendez-vous</h1>
      <EventsFilter current="tous" />
      <section className="stack" aria-labelledby="events-pending">
        <h2 id="events-pending">En attente de validation ({toValidateTotal})</h2>
        {toValidateTotal > toValidate.length ? (
          <p className="muted">
            Les {toValidate.length} plus proches sont affichées : répondez-y pour voir les suivantes.
          </p>
        ) : null}
        <GroomerAppointmentList
          appointments={toValidate}
          timezone={timezone}
          empty="Aucune demande en attente de validation."
          actions={(appointment) => <ValidationActions reference={appointment.reference} />}
        />
      </section>
      <section className="stack" aria-labelledby="events-upcoming">
        <h2 id="events-upcoming">À venir ({upcomingTotal})</h2>
        <GroomerAppointmentList
          appointments={upcoming}
          timezone={timezone}
          empty="Aucun rendez-vous à venir pour le moment."
        />
        {upcomingTotal > upcoming.length ? (
          <Link className="btn btn-ghost" href={more('avenir')} scroll={false} style={{ justifySelf: 'start' }}>
            Voir plus
          </Link>
        ) : null}
      </section>
      <section className="stack" aria-labelledby="events-past">
        <h2 id="events-past">Passés</h2>
        <GroomerAppointmentList appointments={past} timezone={timezone} empty="Aucun rendez-vous passé." />
        {morePast ? (
          <Link className="btn btn-ghost" href={more('passes')} scroll={false} style={{ justifySelf: 'start' }}>
            Voir plus
          </Link>
        ) : null}
      </section>
    </div>
  )
}

/** Between the three groups and the history of requests that did not happen. */
function EventsFilter({ current }: { current: 'tous' | 'historique' }) {
  return (
    <nav aria-label="Filtrer les rendez-vous" className="actions-row" style={{ marginTop: 0 }}>
      <Link
        className={current === 'tous' ? 'btn' : 'btn btn-ghost'}
        href="/user/events"
        aria-current={current === 'tous' ? 'page' : undefined}
      >
        En cours et passés
      </Link>
      <Link
        className={current === 'historique' ? 'btn' : 'btn btn-ghost'}
        href="/user/events?vue=historique"
        aria-current={current === 'historique' ? 'page' : undefined}
      >
        Refusés, annulés, expirés
      </Link>
    </nav>
  )
}

/** Requests refused, cancelled or expired, latest first, with their "Voir plus". */
async function ClosedEvents({
  groomer,
  timezone,
  pages,
}: {
  groomer: Awaited<ReturnType<typeof requirePerson>>
  timezone: string
  pages: number
}) {
  const { closed, more } = await closedEvents(groomer, pages * PAST_PAGE_SIZE)
  return (
    <div className="stack">
      <h1>Mes rendez-vous</h1>
      <EventsFilter current="historique" />
      <section className="stack" aria-labelledby="events-closed">
        <h2 id="events-closed">Refusés, annulés, expirés</h2>
        <GroomerAppointmentList
          appointments={closed}
          timezone={timezone}
          empty="Aucune demande refusée, annulée ou expirée."
        />
        {more ? (
          <Link
            className="btn btn-ghost"
            href={`/user/events?vue=historique&passes=${pages + 1}`}
            scroll={false}
            style={{ justifySelf: 'start' }}
          >
            Voir plus
          </Link>
        ) : null}
      </section>
    </div>
  )
}
