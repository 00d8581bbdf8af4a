import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { ProposalResponse } from '@/components/appointments/ProposalResponse'
import { formatAppointmentDate, formatHour } from '@/lib/frenchDate'
import { availabilityRequestPageData } from '@/server/attendees/appointmentPage'
import { SESSION_KINDS } from '@/server/auth/kinds'
import { getSession } from '@/server/auth/sessions'
import { env } from '@/server/env'
import { loginHref } from '@/lib/safeRedirect'
import { zoneOrParis } from '@/server/groomers/fieldRules'
import { pageTitle } from '@/server/seo/title'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: pageTitle('Réponse à votre demande'),
  robots: { index: false, follow: false },
}

const STATUS: Record<string, string> = {
  sent: 'Vos disponibilités ont été envoyées : le toiletteur va vous proposer un horaire.',
  accepted: 'Vous avez accepté cet horaire : votre rendez-vous est confirmé.',
  declined: 'Vous avez décliné cet horaire.',
}

/** The attendee's answer to the time a groomer proposed after their availabilities (spec section 2). */
export default async function EventResponsePage({ params }: { params: Promise<{ id_event: string }> }) {
  const { id_event } = await params
  const data = await availabilityRequestPageData(id_event)
  if (!data) notFound()
  const { request, groomer, motive, appointment, attendeeId } = data
  const zone = zoneOrParis(groomer.timezone)
  const viewer = await getSession('attendee', await headers())
  const here = `/events-responses/${request.reference}`
  return (
    <div className="container stack" style={{ padding: '1.5rem 0 2.5rem', maxWidth: 720 }}>
      <h1>Votre demande de rendez-vous</h1>
      <p style={{ margin: 0 }}>
        Avec <Link href={`/toiletteur/${groomer.uri}`}>{groomer.displayName}</Link> pour « {motive.title} ».
      </p>
      <section className="card stack" aria-labelledby="ranges-title">
        <h2 id="ranges-title">Vos disponibilités</h2>
        <ul style={{ margin: 0 }}>
          {(request.ranges ?? []).map((range) => (
            <li key={range.id ?? range.start}>
              {formatAppointmentDate(range.start, zone)} – {formatHour(range.end, zone)}
            </li>
          ))}
        </ul>
        {request.note ? <p style={{ margin: 0 }}>« {request.note} »</p> : null}
      </section>
      {request.status === 'answered' && request.proposedStart ? (
        <section className="card stack" aria-labelledby="proposal-title">
          <h2 id="proposal-title">Horaire proposé par le toiletteur</h2>
          <p style={{ margin: 0, fontSize: '1.15rem' }}>
            <strong>{formatAppointmentDate(request.proposedStart, zone)}</strong>
          </p>
          {request.groomerNote ? <p style={{ margin: 0 }}>Message : « {request.groomerNote} »</p> : null}
          {viewer && viewer.id === attendeeId ? (
            <ProposalResponse reference={request.reference} />
          ) : (
            <p style={{ margin: 0 }}>
              <Link href={loginHref(SESSION_KINDS.attendee.loginPath, here, env().SITE_URL)}>Connectez-vous</Link> pour
              accepter ou décliner cet horaire.
            </p>
          )}
        </section>
      ) : (
        <p className="notice">{STATUS[request.status] ?? ''}</p>
      )}
      {request.status === 'accepted' && appointment ? (
        <p>
          <Link className="btn" href={`/appointments/${appointment.reference}`}>
            Voir mon rendez-vous
          </Link>
        </p>
      ) : null}
    </div>
  )
}
