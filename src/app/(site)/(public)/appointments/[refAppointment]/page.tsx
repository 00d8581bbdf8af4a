import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { AppointmentActions } from '@/components/appointments/AppointmentActions'
import { ChangeNotice } from '@/components/appointments/ChangeNotice'
import { relationId } from '@/lib/relations'
import { appointmentPageData } from '@/server/attendees/appointmentPage'
import { SESSION_KINDS } from '@/server/auth/kinds'
import { getSession } from '@/server/auth/sessions'
import { env } from '@/server/env'
import { loginHref } from '@/server/http/safeRedirect'
import { noticeWindowMessage } from '@/server/booking/rules'
import { pageTitle } from '@/server/seo/title'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: pageTitle('Mon rendez-vous'), robots: { index: false, follow: false } }

const STATUS: Record<string, { label: string; tone: string }> = {
  pending: { label: 'En attente de validation par le toiletteur', tone: 'status-pending' },
  confirmed: { label: 'Confirmé', tone: 'status-confirmed' },
  refused: { label: 'Refusé par le toiletteur', tone: 'status-closed' },
  cancelled: { label: 'Annulé', tone: 'status-closed' },
  expired: { label: 'Expiré', tone: 'status-closed' },
}

type Props = { params: Promise<{ refAppointment: string }>; searchParams: Promise<{ annule?: string; reporte?: string }> }

/** An appointment (spec section 2): always the public layout; its unguessable reference is the key. */
export default async function AppointmentPage({ params, searchParams }: Props) {
  const { refAppointment } = await params
  const done = await searchParams
  const data = await appointmentPageData(refAppointment)
  if (!data) notFound()
  const { appointment, groomer, mail, rules, links, attendeeId } = data
  const viewer = await getSession('attendee', await headers())
  const isOwner = viewer !== null && viewer.id === attendeeId
  const status = STATUS[appointment.status] ?? STATUS.pending
  const active = appointment.status === 'pending' || appointment.status === 'confirmed'
  return (
    <div className="container stack" style={{ padding: '1.5rem 0 2.5rem', maxWidth: 720 }}>
      <h1>Mon rendez-vous</h1>
      {done.annule === appointment.reference ? <ChangeNotice kind="cancelled" /> : done.reporte === appointment.reference ? <ChangeNotice kind="postponed" /> : null}
      <p className={`status-badge ${status.tone}`}>{status.label}</p>
      {appointment.status === 'refused' && appointment.refusalReason ? <p>Message du toiletteur : « {appointment.refusalReason} »</p> : null}
      <dl className="booking-summary">
        <dt>Date</dt>
        <dd>{mail.when}</dd>
        <dt>Prestation</dt>
        <dd>{mail.motive}</dd>
        <dt>Toiletteur</dt>
        <dd>
          <Link href={`/toiletteur/${groomer.uri}`}>{mail.groomerName}</Link>
        </dd>
        <dt>{appointment.kind === 'visio' ? 'Visio' : appointment.kind === 'phone' ? 'Téléphone' : 'Lieu'}</dt>
        <dd>
          {appointment.kind === 'visio' && appointment.videoLink && /^https:\/\//.test(appointment.videoLink) ? (
            <a href={appointment.videoLink} target="_blank" rel="noopener noreferrer">
              Rejoindre la visio
            </a>
          ) : appointment.kind === 'phone' && groomer.phone ? (
            <>
              Votre toiletteur vous appelle (son numéro : <a href={`tel:${groomer.phone.replace(/\s/g, '')}`}>{groomer.phone}</a>)
            </>
          ) : (
            mail.place
          )}
        </dd>
        {mail.pet ? (
          <>
            <dt>Animal</dt>
            <dd>{mail.pet}</dd>
          </>
        ) : null}
        {mail.note ? (
          <>
            <dt>Précision</dt>
            <dd>{mail.note}</dd>
          </>
        ) : null}
        <dt>Référence</dt>
        <dd>{appointment.reference}</dd>
      </dl>
      {appointment.status === 'confirmed' ? (
        <section className="card stack" aria-labelledby="calendar-title">
          <h2 id="calendar-title">Ajouter à mon agenda</h2>
          <div className="actions-row">
            <a className="btn btn-ghost btn-small" href={links.google} target="_blank" rel="noopener noreferrer">
              Google Agenda
            </a>
            <a className="btn btn-ghost btn-small" href={links.outlook} target="_blank" rel="noopener noreferrer">
              Outlook
            </a>
            <a className="btn btn-ghost btn-small" href={`/appointments/${appointment.reference}/calendar.ics`} download="rendez-vous.ics">
              Apple et autres (.ics)
            </a>
          </div>
        </section>
      ) : null}
      {active ? (
        <section className="card stack" aria-labelledby="change-title">
          <h2 id="change-title">Annuler ou reporter</h2>
          {rules.insideNoticeWindow ? (
            <p style={{ margin: 0 }}>{noticeWindowMessage(rules)}</p>
          ) : !rules.canCancel ? (
            <p style={{ margin: 0 }}>Ce rendez-vous ne peut plus être modifié.</p>
          ) : isOwner ? (
            <>
              <p className="muted" style={{ margin: 0 }}>
                Gratuit jusqu’à {rules.noticeHours} h avant le rendez-vous.
              </p>
              <AppointmentActions key={`${appointment.start}|${appointment.status}`} reference={appointment.reference} groomerId={groomer.id} motiveId={relationId(appointment.motive)} size={appointment.pet?.size ?? undefined} timezone={appointment.timezone} doneHref={`/appointments/${appointment.reference}`} />
            </>
          ) : (
            <p style={{ margin: 0 }}>
              <Link href={loginHref(SESSION_KINDS.attendee.loginPath, `/appointments/${appointment.reference}`, env().SITE_URL)}>Connectez-vous</Link> pour annuler ou reporter ce rendez-vous.
            </p>
          )}
        </section>
      ) : null}
    </div>
  )
}
