import { linesOf } from '@/lib/bookingLines'
import type { ReactNode } from 'react'

import { formatAppointmentDate } from '@/lib/frenchDate'
import type { Appointment } from '@/payload-types'

const STATUS_LABELS: Record<string, string> = {
  pending: 'En attente de validation',
  confirmed: 'Confirmé',
  refused: 'Refusé',
  cancelled: 'Annulé',
  expired: 'Expiré',
}

const PET_SPECIES: Record<string, string> = { dog: 'Chien', cat: 'Chat', rabbit: 'Lapin', other: 'NAC' }

export { formatAppointmentDate }

type Props = {
  appointments: Appointment[]
  empty: string
  show: 'groomer' | 'attendee'
  /** Buttons shown under an appointment (validation, cancellation…). */
  actions?: (appointment: Appointment) => ReactNode
  /** The status as this reader says it (the owner: a past visit is « Effectué », not « Confirmé »). */
  statusOf?: (appointment: Appointment) => string
}

export function AppointmentList({ appointments, empty, show, actions, statusOf }: Props) {
  if (appointments.length === 0) return <p className="muted">{empty}</p>
  return (
    <ul className="stack" style={{ listStyle: 'none', padding: 0 }}>
      {appointments.map((appointment) => {
        const other = show === 'groomer' ? appointment.groomer : appointment.attendee
        const name =
          other && typeof other === 'object'
            ? 'displayName' in other
              ? other.displayName
              : `${other.firstName} ${other.lastName}`
            : ''
        const motive =
          appointment.motive && typeof appointment.motive === 'object' ? appointment.motive.title : appointment.title
        return (
          <li key={appointment.id} className="card">
            <strong>{formatAppointmentDate(appointment.start, appointment.timezone)}</strong>
            <div>{[motive, name].filter(Boolean).join(' · ')}</div>
            <div className="muted">
              {statusOf ? statusOf(appointment) : (STATUS_LABELS[appointment.status] ?? appointment.status)} · Réf.{' '}
              {appointment.reference}
            </div>
            {show === 'attendee' && appointment.pet?.name ? (
              <div>
                {linesOf(appointment)
                  .map((line) =>
                    [line.petName, PET_SPECIES[line.petSpecies ?? ''], line.petBreed].filter(Boolean).join(' · '),
                  )
                  .join(' ; ')}
                {appointment.note ? ` — « ${appointment.note} »` : ''}
              </div>
            ) : null}
            {actions ? actions(appointment) : null}
          </li>
        )
      })}
    </ul>
  )
}
