import { DateTime } from 'luxon'
import Link from 'next/link'

/** "Jours précédents" (never before today) and "Jours suivants" around the days shown (YYYY-MM-DD). */
export function WeekLinks({
  days,
  today,
  dayHref,
}: {
  days: string[]
  today: string
  dayHref: (day: string) => string
}) {
  if (days.length === 0) return null
  const first = DateTime.fromISO(days[0])
  const previous = DateTime.max(first.minus({ days: days.length }), DateTime.fromISO(today)).toISODate()
  const next = DateTime.fromISO(days[days.length - 1])
    .plus({ days: 1 })
    .toISODate()
  return (
    <nav aria-label="Autres jours" className="actions-row">
      {days[0] > today && previous ? (
        <Link href={dayHref(previous)} className="btn btn-ghost btn-small" scroll={false}>
          Jours précédents
        </Link>
      ) : null}
      {next ? (
        <Link href={dayHref(next)} className="btn btn-ghost btn-small" scroll={false}>
          Jours suivants
        </Link>
      ) : null}
    </nav>
  )
}
