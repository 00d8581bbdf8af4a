import { DateTime } from 'luxon'

import type { Appointment } from '@/payload-types'

const STATUS_LABELS: Record<string, string> = {
  pending: 'En attente de validation',
  confirmed: 'Confirmé',
  refused: 'Refusé',
  cancelled: 'Annulé',
  expired: 'Expiré',
}

/** Spec date format 'ddd D MMM YYYY à HH:mm', in French, in the appointment's zone. */
export const formatAppointmentDate = (iso: string, zone: string) =>
  DateTime.fromISO(iso, { zone }).setLocale('fr').toFormat("ccc d LLL yyyy 'à' HH:mm")

export function AppointmentList({ appointments, empty, show }: { appointments: Appointment[]; empty: string; show: 'groomer' | 'attendee' }) {
  if (appointments.length === 0) return <p className="muted">{empty}</p>
  return (
    <ul className="stack" style={{ listStyle: 'none', padding: 0 }}>
      {appointments.map((appointment) => {
        const other = show === 'groomer' ? appointment.groomer : appointment.attendee
        const name = other && typeof other === 'object' ? ('displayName' in other ? other.displayName : `${other.firstName} ${other.lastName}`) : ''
        const motive = appointment.motive && typeof appointment.motive === 'object' ? appointment.motive.title : appointment.title
        return (
          <li key={appointment.id} className="card">
            <strong>{formatAppointmentDate(appointment.start, appointment.timezone)}</strong>
            <div>{[motive, name].filter(Boolean).join(' · ')}</div>
            <div className="muted">
              {STATUS_LABELS[appointment.status] ?? appointment.status} · Réf. {appointment.reference}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
