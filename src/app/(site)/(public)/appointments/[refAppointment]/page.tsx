import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { AppointmentActions } from '@/components/appointments/AppointmentActions'
import { ChangeNotice } from '@/components/appointments/ChangeNotice'
import { NoticeWindowMessage } from '@/components/appointments/NoticeWindowMessage'
import { appointmentStatusView } from '@/lib/appointmentStatus'
import { changeNoticeKind } from '@/lib/changeNotice'
import { relationId } from '@/lib/relations'
import { appointmentPageData } from '@/server/attendees/appointmentPage'
import { SESSION_KINDS } from '@/server/auth/kinds'
import { getSession } from '@/server/auth/sessions'
import { env } from '@/server/env'
import { loginHref } from '@/lib/safeRedirect'
import { ownerReviewLinks } from '@/server/reviews/ownerReviewLinks'
import { pageTitle } from '@/server/seo/title'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: pageTitle('Mon rendez-vous'), robots: { index: false, follow: false } }

type Props = {
  params: Promise<{ refAppointment: string }>
  searchParams: Promise<{ annule?: string; retire?: string; reporte?: string }>
}

/** An appointment (spec section 2): always the public layout; its unguessable reference is the key. */
export default async function AppointmentPage({ params, searchParams }: Props) {
  const { refAppointment } = await params
  const done = await searchParams
  const data = await appointmentPageData(refAppointment)
  if (!data) notFound()
  const { appointment, groomer, mail, rules, links, attendeeId } = data
  const viewer = await getSession('attendee', await headers())
  const isOwner = viewer !== null && viewer.id === attendeeId
  const now = new Date()
  const status = appointmentStatusView(appointment, now)
  const notice = changeNoticeKind(done, appointment.reference)
  const pending = appointment.status === 'pending'
  // Nothing left to change once it has started.
  const active =
    (pending || appointment.status === 'confirmed') && new Date(appointment.start).getTime() > now.getTime()
  const review =
    isOwner && viewer ? (await ownerReviewLinks(viewer, [appointment], now)).get(appointment.id) : undefined
  const motiveId = relationId(appointment.motive)
  const visited = appointment.status === 'confirmed' && new Date(appointment.end).getTime() <= now.getTime()
  return (
    <div className="container stack" style={{ padding: '1.5rem 0 2.5rem', maxWidth: 720 }}>
      <h1>Mon rendez-vous</h1>
      {notice ? <ChangeNotice kind={notice} /> : null}
      <p className={`status-badge ${status.tone}`}>{status.label}</p>
      {appointment.status === 'refused' && appointment.refusalReason ? (
        <p>Message du toiletteur : « {appointment.refusalReason} »</p>
      ) : null}
      <dl className="booking-summary">
        <dt>Date</dt>
        <dd>{mail.when}</dd>
        <dt>Prestation</dt>
        <dd>{mail.motive}</dd>
        {mail.price ? (
          <>
            <dt>Tarif</dt>
            <dd>{mail.price}</dd>
          </>
        ) : null}
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
              Votre toiletteur vous appelle (son numéro :{' '}
              <a href={`tel:${groomer.phone.replace(/\s/g, '')}`}>{groomer.phone}</a>)
            </>
          ) : (
            mail.place
          )}
        </dd>
        {mail.pet ? (
          <>
            <dt>{mail.severalPets ? 'Animaux' : 'Animal'}</dt>
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
      {appointment.status === 'confirmed' && active ? (
        <section className="card stack" aria-labelledby="calendar-title">
          <h2 id="calendar-title">Ajouter à mon agenda</h2>
          <div className="actions-row">
            <a className="btn btn-ghost btn-small" href={links.google} target="_blank" rel="noopener noreferrer">
              Google Agenda
            </a>
            <a className="btn btn-ghost btn-small" href={links.outlook} target="_blank" rel="noopener noreferrer">
              Outlook
            </a>
            <a
              className="btn btn-ghost btn-small"
              href={`/appointments/${appointment.reference}/calendar.ics`}
              download="rendez-vous.ics"
            >
              Apple et autres (.ics)
            </a>
          </div>
        </section>
      ) : null}
      {visited && isOwner ? (
        <div className="actions-row">
          {review ? (
            <Link href={review.href} className="btn">
              {review.label}
            </Link>
          ) : null}
          {groomer.published ? (
            <Link
              href={`/toiletteur/${groomer.uri}${motiveId ? `?motif=${motiveId}` : ''}#disponibilites`}
              className="btn btn-ghost"
            >
              Reprendre rendez-vous
            </Link>
          ) : null}
        </div>
      ) : null}
      {active ? (
        <section className="card stack" aria-labelledby="change-title">
          <h2 id="change-title">{pending ? 'Retirer ou déplacer ma demande' : 'Annuler ou reporter'}</h2>
          {rules.insideNoticeWindow ? (
            <NoticeWindowMessage rules={rules} />
          ) : !rules.canCancel ? (
            <p style={{ margin: 0 }}>Ce rendez-vous ne peut plus être modifié.</p>
          ) : isOwner ? (
            <>
              <p className="muted" style={{ margin: 0 }}>
                {pending
                  ? 'Le toiletteur n’a pas encore validé votre demande : vous pouvez la retirer ou choisir un autre créneau.'
                  : `Vous pouvez annuler ou reporter en ligne jusqu’à ${rules.noticeHours} h avant le rendez-vous.`}
              </p>
              <AppointmentActions
                key={`${appointment.start}|${appointment.status}`}
                reference={appointment.reference}
                groomerId={groomer.id}
                motiveId={relationId(appointment.motive)}
                size={appointment.pet?.size ?? undefined}
                pets={
                  (appointment.lines?.length ?? 0) > 1
                    ? appointment.lines!.map((line) => `${relationId(line.motive)}:${line.petSize}`).join(',')
                    : undefined
                }
                timezone={appointment.timezone}
                pending={pending}
                doneHref={`/appointments/${appointment.reference}`}
              />
            </>
          ) : (
            <p style={{ margin: 0 }}>
              <Link
                href={loginHref(
                  SESSION_KINDS.attendee.loginPath,
                  `/appointments/${appointment.reference}`,
                  env().SITE_URL,
                )}
              >
                Connectez-vous
              </Link>{' '}
              pour {pending ? 'retirer ou déplacer votre demande' : 'annuler ou reporter ce rendez-vous'}.
            </p>
          )}
        </section>
      ) : null}
    </div>
  )
}
