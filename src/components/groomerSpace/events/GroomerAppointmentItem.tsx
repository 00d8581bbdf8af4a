import type { ReactNode } from 'react'

import { type CustomerContact, customerContact, historyLabel, type WithCustomerHistory } from '@/lib/customerContact'
import { checkoutLinesOf, linesOf, petNamesOf } from '@/lib/bookingLines'
import { formatAppointmentDate } from '@/lib/frenchDate'
import type { Appointment } from '@/payload-types'
import { relationId } from '@/lib/relations'
import { cancellationReasonText } from '@/lib/cancellationReasons'
import { chargeableFee, guaranteeLabel, type WithGuarantee } from '@/lib/guaranteeView'
import { dayHasCome, VISIT_LABELS } from '@/server/appointments/visitSteps'

import { BookAgain } from '../agenda/BookAgain'
import { ChargeFeeButton } from './ChargeFeeButton'
import { VisitActions } from './VisitActions'

const STATUS: Record<string, { label: string; tone: string }> = {
  pending: { label: 'En attente de validation', tone: 'status-pending' },
  proposed: { label: 'Horaire proposé, en attente du client', tone: 'status-pending' },
  confirmed: { label: 'Confirmé', tone: 'status-confirmed' },
  refused: { label: 'Refusé', tone: 'status-closed' },
  cancelled: { label: 'Annulé', tone: 'status-closed' },
  expired: { label: 'Expiré', tone: 'status-closed' },
}

const SPECIES: Record<string, string> = { dog: 'Chien', cat: 'Chat', rabbit: 'Lapin', other: 'NAC' }

/** No-shows from which a request deserves a second look. */
const NO_SHOWS_WARNING = 2

/** The customer's phone and e-mail, one tap away, and their history with the groomer. */
export function CustomerContactLinks({ contact }: { contact: CustomerContact }) {
  const history = contact.history ? (
    <p
      className={`customer-history${contact.history.noShows >= NO_SHOWS_WARNING ? ' is-warning' : ''}`}
      data-testid="customer-history"
    >
      {historyLabel(contact.history)}
    </p>
  ) : null
  if (!contact.phone && !contact.email) return history
  return (
    <>
      <div className="contact-links">
        {contact.phone ? (
          <a href={contact.phone.href} aria-label={`Appeler ${contact.name} au ${contact.phone.label}`}>
            {contact.phone.label}
          </a>
        ) : null}
        {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
      </div>
      {history}
    </>
  )
}

const statusOf = (appointment: Appointment) =>
  STATUS[appointment.status === 'pending' && appointment.availabilityRequest ? 'proposed' : appointment.status] ??
  STATUS.pending

/** One appointment as the groomer reads it: date in their zone, customer, pet, motive, status. */
export function GroomerAppointmentItem({
  appointment,
  timezone,
  children,
}: {
  appointment: WithGuarantee<WithCustomerHistory<Appointment>>
  timezone: string
  children?: ReactNode
}) {
  const lines = linesOf(appointment)
  const several = lines.length > 1
  const motive =
    !several && appointment.motive && typeof appointment.motive === 'object'
      ? appointment.motive.title
      : (appointment.title ?? 'Rendez-vous')
  const pet = lines.length
    ? lines
        .map((line) => [line.petName, SPECIES[line.petSpecies ?? ''], line.petBreed].filter(Boolean).join(' · '))
        .join(' ; ')
    : null
  const status = statusOf(appointment)
  const contact = customerContact(appointment)
  const now = new Date()
  const guarantee = appointment.guarantee ?? null
  const fee = guarantee ? chargeableFee(appointment, guarantee) : null
  return (
    <li className="card stack" style={{ gap: '0.35rem' }}>
      <strong>{formatAppointmentDate(appointment.start, timezone)}</strong>
      <div>
        <strong>{contact.name}</strong> · {motive}
      </div>
      <CustomerContactLinks contact={contact} />
      {pet ? (
        <div>
          {several ? 'Animaux' : 'Animal'} : {pet}
        </div>
      ) : null}
      {appointment.note ? <div className="muted">« {appointment.note} »</div> : null}
      <div className="muted">
        <span className={`status-badge ${status.tone}`}>{status.label}</span>
        {appointment.visitStatus ? (
          <>
            {' '}
            <span
              className={`status-badge ${appointment.visitStatus === 'no_show' ? 'status-closed' : 'status-confirmed'}`}
              data-testid="visit-status"
            >
              {VISIT_LABELS[appointment.visitStatus]}
            </span>
          </>
        ) : null}{' '}
        Réf. {appointment.reference}
      </div>
      {appointment.status === 'refused' && appointment.refusalReason ? (
        <div className="muted">Motif du refus : {appointment.refusalReason}</div>
      ) : null}
      {appointment.status === 'cancelled' && appointment.cancellationReason ? (
        <div className="muted" data-testid="cancellation-reason">
          Raison de l’annulation :{' '}
          {cancellationReasonText(appointment.cancellationReason, appointment.cancellationNote)}
        </div>
      ) : null}
      {guarantee ? (
        // A status: « Facturer » changes it in place (the button goes), and the change is read out.
        <div className="muted" data-testid="guarantee" role="status">
          {guaranteeLabel(guarantee)}
        </div>
      ) : null}
      {fee !== null ? <ChargeFeeButton reference={appointment.reference} cents={fee} /> : null}
      {children}
      {appointment.status === 'confirmed' && dayHasCome(appointment, now) ? (
        <VisitActions
          reference={appointment.reference}
          status={appointment.visitStatus ?? null}
          started={Date.parse(appointment.start) <= now.getTime()}
          petName={petNamesOf(appointment) || null}
          checkout={{
            lines: checkoutLinesOf(appointment),
            depositCents: guarantee?.kind === 'deposit' && guarantee.state === 'secured' ? guarantee.amountCents : null,
          }}
        />
      ) : null}
      {appointment.status === 'confirmed' &&
      appointment.visitStatus === 'finished' &&
      relationId(appointment.groomer) ? (
        <BookAgain groomerId={relationId(appointment.groomer)!} appointmentId={appointment.id} />
      ) : null}
    </li>
  )
}

/** A list of appointments, or its French empty state. */
export function GroomerAppointmentList({
  appointments,
  timezone,
  empty,
  actions,
}: {
  appointments: WithGuarantee<WithCustomerHistory<Appointment>>[]
  timezone: string
  empty: string
  actions?: (appointment: Appointment) => ReactNode
}) {
  if (appointments.length === 0) return <p className="muted">{empty}</p>
  return (
    <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {appointments.map((appointment) => (
        <GroomerAppointmentItem key={appointment.id} appointment={appointment} timezone={timezone}>
          {actions?.(appointment)}
        </GroomerAppointmentItem>
      ))}
    </ul>
  )
}
