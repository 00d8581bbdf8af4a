import type { Metadata } from 'next'
import Link from 'next/link'

import { AppointmentActions } from '@/components/appointments/AppointmentActions'
import { AvailabilityRequestCards } from '@/components/appointments/AvailabilityRequestCards'
import { ChangeNotice } from '@/components/appointments/ChangeNotice'
import { NoticeWindowMessage } from '@/components/appointments/NoticeWindowMessage'
import { GuaranteeReturnNotice, OwnerGuaranteeLine } from '@/components/appointments/OwnerGuaranteeLine'
import { PageTabs } from '@/components/appointments/PageTabs'
import { AppointmentList } from '@/components/site/AppointmentList'
import { appointmentStatusView } from '@/lib/appointmentStatus'
import { changeNoticeKind } from '@/lib/changeNotice'
import { relationId } from '@/lib/relations'
import type { Appointment, User } from '@/payload-types'
import { appointmentHistory, isOpenProposal, upcomingAppointments } from '@/server/appointments/queries'
import { attendeeAvailabilityRequests } from '@/server/attendees/availabilityRequests'
import type { AuthenticatedPerson } from '@/server/auth/tokens'
import { requirePerson } from '@/server/http/requirePerson'
import { appointmentRules } from '@/server/booking/rules'
import { type OwnerReviewLink, ownerReviewLinks } from '@/server/reviews/ownerReviewLinks'
import { pageTitle } from '@/server/seo/title'
import { ownerGuarantees, type OwnerGuarantee } from '@/server/noShows/ownerGuarantees'

export const metadata: Metadata = { title: pageTitle('Mes rendez-vous') }

const PATH = '/participant/mes-rdvs'
const HISTORY = 'historique'

type Search = {
  annule?: string
  retire?: string
  reporte?: string
  libere?: string
  onglet?: string
  garantie?: string
}

const detailsLink = (reference: string) => (
  <Link
    href={`/appointments/${reference}`}
    className="btn btn-ghost btn-small"
    aria-label={`Détails du rendez-vous ${reference}`}
  >
    Détails
  </Link>
)

export default async function MyAppointmentsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const attendee = await requirePerson('attendee')
  const search = await searchParams
  const history = search.onglet === HISTORY
  const now = new Date()
  const notice = changeNoticeKind(search)
  return (
    <div className="stack">
      <h1>Mes rendez-vous</h1>
      {notice ? <ChangeNotice kind={notice} /> : null}
      <GuaranteeReturnNotice outcome={search.garantie} />
      <PageTabs
        label="Mes rendez-vous"
        tabs={[
          { href: PATH, label: 'À venir', current: !history },
          { href: `${PATH}?onglet=${HISTORY}`, label: 'Historique', current: history },
        ]}
      />
      {history ? <HistoryView attendee={attendee} now={now} /> : <UpcomingView attendee={attendee} now={now} />}
    </div>
  )
}

async function UpcomingView({ attendee, now }: { attendee: AuthenticatedPerson; now: Date }) {
  const [appointments, requests] = await Promise.all([
    upcomingAppointments(attendee, now),
    attendeeAvailabilityRequests(attendee, true, now),
  ])
  const guarantees = await ownerGuarantees(
    attendee.id,
    appointments.map((appointment) => appointment.id),
    now,
  )
  return (
    <>
      <section className="stack" aria-labelledby="upcoming-title">
        {/* The tab names the view; the heading names the region for screen readers. */}
        <h2 id="upcoming-title" className="visually-hidden">
          À venir
        </h2>
        <AppointmentList
          appointments={appointments.filter((appointment) => !isOpenProposal(appointment))}
          show="groomer"
          empty="Vous n’avez aucun rendez-vous à venir."
          statusOf={(appointment) => appointmentStatusView(appointment, now).label}
          actions={(appointment) => (
            <UpcomingActions appointment={appointment} now={now} guarantee={guarantees.get(appointment.id)} />
          )}
        />
      </section>
      {requests.length > 0 ? (
        <section className="stack" aria-labelledby="requests-title">
          <h2 id="requests-title">Demandes de disponibilités</h2>
          <AvailabilityRequestCards requests={requests} now={now} />
        </section>
      ) : null}
    </>
  )
}

/** Every coming appointment with what it allows: withdraw, cancel, postpone, or the phone inside the notice window. */
function UpcomingActions({
  appointment,
  now,
  guarantee,
}: {
  appointment: Appointment
  now: Date
  guarantee?: OwnerGuarantee
}) {
  const groomer = appointment.groomer as User
  const rules = appointmentRules(appointment, groomer, now)
  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      {guarantee ? <OwnerGuaranteeLine guarantee={guarantee} /> : null}
      <div className="actions-row">{detailsLink(appointment.reference)}</div>
      {rules.canCancel ? (
        <AppointmentActions
          // A new start or status is a new appointment to act on: the picker it had open (and the slots it had read) goes.
          key={`${appointment.start}|${appointment.status}`}
          reference={appointment.reference}
          groomerId={groomer.id}
          motiveId={relationId(appointment.motive)}
          size={appointment.pet?.size ?? undefined}
          timezone={appointment.timezone}
          pending={appointment.status === 'pending'}
          unpaid={guarantee?.state === 'awaiting'}
          doneHref={PATH}
        />
      ) : rules.insideNoticeWindow ? (
        <NoticeWindowMessage rules={rules} />
      ) : null}
    </div>
  )
}

async function HistoryView({ attendee, now }: { attendee: AuthenticatedPerson; now: Date }) {
  const [appointments, requests] = await Promise.all([
    appointmentHistory(attendee, now),
    attendeeAvailabilityRequests(attendee, false, now),
  ])
  const [reviewLinks, guarantees] = await Promise.all([
    ownerReviewLinks(attendee, appointments, now),
    ownerGuarantees(
      attendee.id,
      appointments.map((appointment) => appointment.id),
      now,
    ),
  ])
  return (
    <>
      <section className="stack" aria-labelledby="history-title">
        <h2 id="history-title" className="visually-hidden">
          Historique
        </h2>
        <p className="muted" style={{ margin: 0 }}>
          Rendez-vous passés, annulés, refusés ou expirés.
        </p>
        <AppointmentList
          appointments={appointments}
          show="groomer"
          empty="Aucun rendez-vous dans l’historique."
          statusOf={(appointment) => appointmentStatusView(appointment, now).label}
          actions={(appointment) => (
            <PastActions
              appointment={appointment}
              review={reviewLinks.get(appointment.id)}
              guarantee={guarantees.get(appointment.id)}
            />
          )}
        />
      </section>
      {requests.length > 0 ? (
        <section className="stack" aria-labelledby="past-requests-title">
          <h2 id="past-requests-title">Demandes de disponibilités passées</h2>
          <AvailabilityRequestCards requests={requests} now={now} />
        </section>
      ) : null}
    </>
  )
}

/** A past visit: its page, the review it may still get, and the same service booked again. */
function PastActions({
  appointment,
  review,
  guarantee,
}: {
  appointment: Appointment
  review?: OwnerReviewLink
  guarantee?: OwnerGuarantee
}) {
  const groomer = typeof appointment.groomer === 'object' ? appointment.groomer : null
  const motiveId = relationId(appointment.motive)
  const rebook =
    groomer?.published && groomer.uri && appointment.status === 'confirmed'
      ? `/toiletteur/${groomer.uri}${motiveId ? `?motif=${motiveId}` : ''}#disponibilites`
      : null
  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      {guarantee ? <OwnerGuaranteeLine guarantee={guarantee} /> : null}
      <div className="actions-row">
        {detailsLink(appointment.reference)}
        {review ? (
          <Link href={review.href} className="btn btn-small">
            {review.label}
          </Link>
        ) : null}
        {rebook ? (
          <Link href={rebook} className="btn btn-ghost btn-small">
            Reprendre rendez-vous
          </Link>
        ) : null}
      </div>
    </div>
  )
}
