import type { Appointment } from '@/payload-types'

export type StatusView = { label: string; tone: 'status-pending' | 'status-confirmed' | 'status-closed' }

type Shown = Pick<Appointment, 'status' | 'end'> & { visitStatus?: Appointment['visitStatus'] }

const CLOSED: Record<string, string> = { refused: 'Refusé par le toiletteur', cancelled: 'Annulé', expired: 'Expiré' }

/**
 * An appointment's status as its owner reads it: once it is over, a confirmed appointment is a
 * visit (done, missed, or simply past), and a request never validated is no longer « en attente ».
 */
export function appointmentStatusView(appointment: Shown, now: Date): StatusView {
  const over = new Date(appointment.end).getTime() <= now.getTime()
  if (appointment.status in CLOSED) return { label: CLOSED[appointment.status]!, tone: 'status-closed' }
  if (appointment.status === 'pending')
    return over
      ? { label: 'Non validé par le toiletteur', tone: 'status-closed' }
      : { label: 'En attente de validation par le toiletteur', tone: 'status-pending' }
  if (!over) return { label: 'Confirmé', tone: 'status-confirmed' }
  if (appointment.visitStatus === 'finished') return { label: 'Effectué', tone: 'status-confirmed' }
  if (appointment.visitStatus === 'no_show')
    return { label: 'Absence signalée par le toiletteur', tone: 'status-closed' }
  return { label: 'Passé', tone: 'status-confirmed' }
}
