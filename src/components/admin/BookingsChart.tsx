import { DateTime } from 'luxon'

import type { DayBookings } from '@/server/adminDashboard/figures'

import styles from './adminDashboard.module.css'

const WIDTH = 720
const HEIGHT = 220
const LEFT = 36
const RIGHT = 8
const TOP = 12
const BOTTOM = 26
const TICKS = 4

/** A round step for the vertical axis (1, 2, 5, 10, 20…) so that TICKS of them cover `max`. */
export function axisStep(max: number): number {
  const raw = Math.max(1, max) / TICKS
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  return (
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((step) => step >= raw && Number.isInteger(step)) ??
    Math.ceil(raw)
  )
}

const dayOf = (day: string) => DateTime.fromISO(day, { zone: 'Europe/Paris' }).setLocale('fr')
const plural = (count: number) => `${count} réservation${count > 1 ? 's' : ''}`

/**
 * Bookings per day as SVG bars, drawn on the server (no chart library, no script). Read by a screen
 * reader as one image with a summary, and day by day in the table below, which links each day's list.
 */
export function BookingsChart({ days, titleId }: { days: DayBookings[]; titleId: string }) {
  const max = Math.max(0, ...days.map((day) => day.bookings))
  const step = axisStep(max)
  const top = step * TICKS
  const plotWidth = WIDTH - LEFT - RIGHT
  const plotHeight = HEIGHT - TOP - BOTTOM
  const band = plotWidth / days.length
  const barWidth = Math.max(2, band * 0.68)
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight
  const busiest = days.reduce<DayBookings | null>(
    (best, day) => (best === null || day.bookings > best.bookings ? day : best),
    null,
  )
  const total = days.reduce((sum, day) => sum + day.bookings, 0)
  const summary =
    `Réservations par jour, du ${dayOf(days[0]!.day).toFormat('dd/MM')} au ${dayOf(days.at(-1)!.day).toFormat('dd/MM')} : ${plural(total)} au total` +
    (busiest && busiest.bookings > 0
      ? `, au plus ${busiest.bookings} le ${dayOf(busiest.day).toFormat('dd/MM')}.`
      : '.')
  return (
    <>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${titleId}-desc`}
        data-testid="bookings-chart"
      >
        <desc id={`${titleId}-desc`}>{summary}</desc>
        {Array.from({ length: TICKS + 1 }, (_, index) => {
          const value = index * step
          return (
            <g key={value}>
              <line className={styles.grid} x1={LEFT} x2={WIDTH - RIGHT} y1={y(value)} y2={y(value)} />
              <text className={styles.axis} x={LEFT - 6} y={y(value) + 4} textAnchor="end">
                {value}
              </text>
            </g>
          )
        })}
        {days.map((day, index) => {
          const date = dayOf(day.day)
          const height = y(0) - y(day.bookings)
          const x = LEFT + index * band + (band - barWidth) / 2
          const labelled = (days.length - 1 - index) % 7 === 0
          return (
            <g key={day.day} data-day={day.day} data-bookings={day.bookings}>
              <rect
                className={date.weekday >= 6 ? styles.barWeekend : styles.bar}
                x={x}
                y={y(day.bookings)}
                width={barWidth}
                height={Math.max(0, height)}
                rx={2}
              >
                <title>{`${date.toFormat('cccc dd/MM')} : ${plural(day.bookings)}`}</title>
              </rect>
              {labelled ? (
                <text className={styles.axis} x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
                  {date.toFormat('dd/MM')}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <p className={styles.legend} aria-hidden="true">
        <span>
          <span className={styles.swatch} />
          en semaine
        </span>
        <span>
          <span className={`${styles.swatch} ${styles.swatchWeekend}`} />
          samedi et dimanche
        </span>
      </p>
      <details className={styles.details}>
        <summary>Détail par jour</summary>
        <table className={styles.table}>
          <caption className={styles.srOnly}>Réservations par jour (heure de Paris)</caption>
          <thead>
            <tr>
              <th scope="col">Jour</th>
              <th scope="col">Réservations</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <td>
                  <a href={day.link}>{dayOf(day.day).toFormat('cccc dd/MM')}</a>
                </td>
                <td>{day.bookings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  )
}
