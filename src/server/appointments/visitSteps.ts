// Imported by client components too (issue 30 item 3): nothing server-only may be imported here.
/** A zone's calendar date (YYYY-MM-DD) of an instant; one formatter per zone (luxon took 0.3 ms a checkout). */
const dayFormats = new Map<string, Intl.DateTimeFormat>()
function dayIn(zone: string, at: Date): string {
  let format = dayFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(zone, format)
  }
  const parts = format.formatToParts(at)
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Whether an appointment's day (in its zone) has come: its arrival, ready and finished steps open that morning. */
export function dayHasCome(appointment: { start: string; timezone?: string | null }, now: Date): boolean {
  const zone = appointment.timezone || 'Europe/Paris'
  return dayIn(zone, now) >= dayIn(zone, new Date(appointment.start))
}

export type VisitStatus = 'arrived' | 'ready' | 'finished' | 'no_show'

/** How the groomer reads each step of the pet's day. */
export const VISIT_LABELS: Record<VisitStatus, string> = {
  arrived: 'Arrivé',
  ready: 'Prêt à récupérer',
  finished: 'Terminé',
  no_show: 'Absent',
}

/** The next steps a groomer takes from where the pet is (a step set by mistake can be changed): the agenda's and « Ma journée »'s buttons. */
export const NEXT_VISIT_STEPS: Record<VisitStatus | 'none', VisitStatus[]> = {
  none: ['arrived', 'no_show'],
  arrived: ['ready', 'finished'],
  ready: ['finished'],
  finished: [],
  no_show: ['arrived'],
}
