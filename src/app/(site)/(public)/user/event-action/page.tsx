import type { Metadata } from 'next'
import Link from 'next/link'

import { CustomerContactLinks } from '@/components/groomerSpace/events/GroomerAppointmentItem'
import { EventActionForm } from '@/components/groomerSpace/events/EventActionForm'
import { customerContact } from '@/lib/customerContact'
import { formatAppointmentDate } from '@/lib/frenchDate'
import { actionLinkQuery } from '@/server/notifications/actionLinks'
import { withCustomerNames } from '@/server/appointments/customers'
import { zoneOf } from '@/server/appointments/dashboard'
import { inspectActionLink, LINK_MESSAGES } from '@/server/booking/eventAction'
import { pageTitle } from '@/server/seo/title'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: pageTitle('Répondre à une demande'),
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="container stack" style={{ padding: '1.5rem 0 2.5rem', maxWidth: 720 }}>
      <h1>Répondre à une demande de rendez-vous</h1>
      {children}
      <p>
        <Link href="/user/events">Ouvrir mes rendez-vous</Link>
      </p>
    </div>
  )
}

/**
 * The page of the signed links in the groomer's "new booking" e-mail. Opening it changes nothing
 * (mail scanners open links): the groomer confirms with a button.
 */
export default async function EventActionPage({ searchParams }: Props) {
  const parsed = actionLinkQuery.safeParse(await searchParams)
  const state = parsed.success ? await inspectActionLink(parsed.data) : ({ kind: 'invalid' } as const)
  if (!parsed.success || !('appointment' in state)) {
    return (
      <Shell>
        <p className="field-error" role="alert">
          {LINK_MESSAGES[state.kind === 'expired' ? 'expired' : 'invalid']}
        </p>
      </Shell>
    )
  }
  const { groomer } = state
  // With the customer's visits and no-shows, as everywhere the groomer sees a request.
  const [appointment] = await withCustomerNames([state.appointment])
  const motive =
    appointment.motive && typeof appointment.motive === 'object'
      ? appointment.motive.title
      : (appointment.title ?? 'Rendez-vous')
  const pet = appointment.pet?.name ? [appointment.pet.name, appointment.pet.breed].filter(Boolean).join(' · ') : null
  const contact = customerContact(appointment, ('country' in groomer && groomer.country) || 'FR')
  return (
    <Shell>
      <dl className="booking-summary">
        <dt>Date</dt>
        <dd>{formatAppointmentDate(appointment.start, zoneOf(groomer))}</dd>
        <dt>Client</dt>
        <dd>
          {contact.name}
          <CustomerContactLinks contact={contact} />
        </dd>
        <dt>Prestation</dt>
        <dd>{motive}</dd>
        {pet ? (
          <>
            <dt>Animal</dt>
            <dd>{pet}</dd>
          </>
        ) : null}
        <dt>Référence</dt>
        <dd>{appointment.reference}</dd>
      </dl>
      {state.kind === 'ready' ? (
        <EventActionForm link={parsed.data} />
      ) : (
        <p className="notice" role="status">
          {LINK_MESSAGES[state.kind]}
        </p>
      )}
    </Shell>
  )
}
