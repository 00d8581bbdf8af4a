// Imported by client components too (issue 30 item 3): nothing server-only may be imported here.
import { DateTime } from 'luxon'

/** Whether an appointment's day (in its zone) has come: its arrival, ready and finished steps open that morning. */
export function dayHasCome(appointment: { start: string; timezone?: string | null }, now: Date): boolean {
  const zone = appointment.timezone || 'Europe/Paris'
  const day = DateTime.fromISO(appointment.start, { zone }).startOf('day')
  return DateTime.fromJSDate(now).setZone(zone) >= day
}

export type VisitStatus = 'arrived' | 'ready' | 'finished' | 'no_show'

/** How the groomer reads each step of the pet's day. */
export const VISIT_LABELS: Record<VisitStatus, string> = {
  arrived: 'Arrivé',
  ready: 'Prêt à récupérer',
  finished: 'Terminé',
  no_show: 'Absent',
}
