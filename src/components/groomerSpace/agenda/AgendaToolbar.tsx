import Link from 'next/link'
import { DateTime } from 'luxon'

import type { AgendaMode } from '@/server/agenda/view'

import styles from './agenda.module.css'

export const agendaHref = (groomerId: number, mode: AgendaMode, date: string) =>
  `/user/calendrier/${groomerId}?vue=${mode}&date=${date}`

/** Day/week toggle, previous/next, today and a date picker; plain links and a GET form (no script needed). */
export function AgendaToolbar({
  groomerId,
  mode,
  date,
  zone,
}: {
  groomerId: number
  mode: AgendaMode
  date: string
  zone: string
}) {
  const day = DateTime.fromISO(date, { zone })
  const step = mode === 'semaine' ? { weeks: 1 } : { days: 1 }
  const today = DateTime.now().setZone(zone).toISODate() ?? date
  const href = (target: DateTime, view = mode) => agendaHref(groomerId, view, target.toISODate() ?? date)
  return (
    <div className="stack" style={{ gap: '0.75rem' }}>
      <nav className={styles.toolbar} aria-label="Période affichée">
        <span className={styles.views}>
          <Link className="chip" href={href(day, 'jour')} aria-current={mode === 'jour' ? 'page' : undefined}>
            Jour
          </Link>
          <Link className="chip" href={href(day, 'semaine')} aria-current={mode === 'semaine' ? 'page' : undefined}>
            Semaine
          </Link>
        </span>
        <Link
          className="btn btn-ghost btn-small"
          href={href(day.minus(step))}
          aria-label={mode === 'semaine' ? 'Semaine précédente' : 'Jour précédent'}
        >
          ‹ Précédent
        </Link>
        <Link className="btn btn-ghost btn-small" href={agendaHref(groomerId, mode, today)}>
          Aujourd’hui
        </Link>
        <Link
          className="btn btn-ghost btn-small"
          href={href(day.plus(step))}
          aria-label={mode === 'semaine' ? 'Semaine suivante' : 'Jour suivant'}
        >
          Suivant ›
        </Link>
      </nav>
      <form className={styles.dateForm} method="get" action={`/user/calendrier/${groomerId}`}>
        <input type="hidden" name="vue" value={mode} />
        <div className="field" style={{ marginBottom: 0 }}>
          <label htmlFor="agenda-date">Aller au</label>
          <input key={date} id="agenda-date" type="date" name="date" defaultValue={date} required />
        </div>
        <button type="submit" className="btn btn-small">
          Afficher
        </button>
      </form>
    </div>
  )
}
