/**
 * The answer to « Prévenir le client ? » when the groomer moves an appointment or types one in by
 * hand: which channels tell the customer (none: nobody is told).
 */
export type CustomerNotice = { sms: boolean; email: boolean }

/** What texts announce a hand-made booking or a move: warnings of a time the groomer chose, saved all the same. */
export const AGENDA_WARNINGS = {
  past: 'Ce rendez-vous est dans le passé.',
  closed: 'Ce rendez-vous est en dehors de vos horaires d’ouverture.',
  holiday: 'Ce rendez-vous tombe pendant vos congés.',
  publicHoliday: 'Ce rendez-vous tombe un jour férié que vous ne travaillez pas.',
  /** A past visit typed in after the fact, or moved into the past: the customer is never told. */
  pastNoNotice: 'Rendez-vous passé : le client ne sera pas prévenu.',
} as const

/** Whether `[from, to)` (minutes of a day) lies inside one of the day's opening stretches. */
export function withinOpening(open: [number, number][], from: number, to: number): boolean {
  return open.some(([start, end]) => from >= start && to <= end)
}

/** Now as a wall time of `zone` (`2026-12-01T09:30`), comparable as text with a datetime-local value. */
export function wallNow(zone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now)
  return parts.replace(' ', 'T')
}
