import { DateTime } from 'luxon'

import type { Bucket, HourCount, MotiveFigures } from '@/server/statistics/figures'

import { formatEuros, formatHourOfDay, motiveRevenue } from './format'
import styles from './Statistics.module.css'

const percentOf = (value: number, max: number) => (max > 0 ? Math.round((value / max) * 100) : 0)

/**
 * Revenue by month or by week as CSS bars. The bars are drawn for the eye only; a screen reader
 * reads the same figures in the table under them.
 */
export function RevenueChart({
  buckets,
  unit,
  titleId,
}: {
  buckets: Bucket[]
  unit: 'month' | 'week'
  titleId: string
}) {
  const max = Math.max(0, ...buckets.map((bucket) => bucket.revenue))
  const labelled = buckets.map((bucket) => {
    const start = DateTime.fromISO(bucket.start).setLocale('fr')
    return unit === 'month'
      ? { ...bucket, short: start.toFormat('LLL'), long: start.toFormat('LLLL yyyy') }
      : { ...bucket, short: start.toFormat('d/M'), long: `semaine du ${start.toFormat('d LLLL yyyy')}` }
  })
  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <p className={`muted ${styles.scale}`} aria-hidden="true">
        {max > 0 ? `Maximum : ${formatEuros(max)}` : 'Aucune visite terminée sur cette période.'}
      </p>
      <div
        className={styles.columns}
        style={{ gridTemplateColumns: `repeat(${labelled.length}, minmax(0, 1fr))` }}
        aria-hidden="true"
      >
        {labelled.map((bucket) => (
          <div key={bucket.start} className={styles.column} title={`${bucket.long} : ${formatEuros(bucket.revenue)}`}>
            <div className={styles.track}>
              <div className={styles.bar} style={{ height: `${percentOf(bucket.revenue, max)}%` }} />
            </div>
            <span className={styles.axis}>{bucket.short}</span>
          </div>
        ))}
      </div>
      <div className="visually-hidden">
        <table>
          <thead>
            <tr>
              <th scope="col">{unit === 'month' ? 'Mois' : 'Semaine'}</th>
              <th scope="col">Chiffre d’affaires</th>
              <th scope="col">Visites terminées</th>
            </tr>
          </thead>
          <tbody>
            {labelled.map((bucket) => (
              <tr key={bucket.start}>
                <th scope="row">{bucket.long}</th>
                <td>{formatEuros(bucket.revenue)}</td>
                <td>{bucket.finished}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}

/** Confirmed appointments by hour of the day, from the first hour with one to the last. */
export function HoursChart({ hours, busiest }: { hours: HourCount[]; busiest: number | null }) {
  if (hours.length === 0) return <p className="muted">Aucun rendez-vous confirmé sur cette période.</p>
  const counts = new Map(hours.map((hour) => [hour.hour, hour.count]))
  const first = hours[0]!.hour
  const last = hours[hours.length - 1]!.hour
  const rows = Array.from({ length: last - first + 1 }, (_, index) => ({
    hour: first + index,
    count: counts.get(first + index) ?? 0,
  }))
  const max = Math.max(...rows.map((row) => row.count))
  return (
    <>
      {busiest !== null ? (
        <p style={{ margin: 0 }}>
          Heure la plus chargée : <strong>{formatHourOfDay(busiest)}</strong> ({counts.get(busiest) ?? 0} rendez-vous)
        </p>
      ) : null}
      <ul className={styles.hours}>
        {rows.map((row) => (
          <li key={row.hour} className={row.hour === busiest ? styles.busiest : undefined}>
            <span className={styles.hourLabel}>{formatHourOfDay(row.hour)}</span>
            <span className={styles.hourTrack} aria-hidden="true">
              <span className={styles.hourBar} style={{ width: `${percentOf(row.count, max)}%` }} />
            </span>
            <span className={styles.hourCount}>
              {row.count}
              <span className="visually-hidden"> rendez-vous</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The most booked motives, with what their finished visits brought in: the same confirmed appointments as the key figure. */
export function TopMotives({ motives, appointments }: { motives: MotiveFigures[]; appointments: number }) {
  if (motives.length === 0) return <p className="muted">Aucune prestation réservée sur cette période.</p>
  return (
    <>
      <p className="muted" style={{ margin: 0 }}>
        {appointments > 1
          ? `Les ${appointments} rendez-vous confirmés de la période`
          : 'Le rendez-vous confirmé de la période'}
        , par prestation ; le montant compte les visites terminées.
      </p>
      <ol className={styles.motives}>
        {motives.map((motive) => (
          <li key={motive.id} className="card">
            <strong>{motive.title}</strong>
            <span className="muted">
              {motive.count} rendez-vous · {motiveRevenue(motive)}
            </span>
          </li>
        ))}
      </ol>
    </>
  )
}
