import type { Totals } from '@/server/statistics/figures'

import { formatEuros, formatRate, revenueDetail } from './format'
import styles from './Statistics.module.css'

/** The period's key figures, two tiles a row on a phone. */
export function KeyFigures({ totals }: { totals: Totals }) {
  const plural = (count: number) => (count > 1 ? 's' : '')
  const items = [
    {
      label: 'Chiffre d’affaires',
      value: formatEuros(totals.revenue),
      detail: revenueDetail(totals.finished, totals.unpriced, totals.cashed, totals.tips),
    },
    { label: 'Rendez-vous', value: String(totals.appointments), detail: `confirmé${plural(totals.appointments)}` },
    {
      label: `Nouveau${totals.newCustomers > 1 ? 'x' : ''} client${plural(totals.newCustomers)}`,
      value: String(totals.newCustomers),
      detail: 'premier rendez-vous',
    },
    {
      label: `Client${plural(totals.returningCustomers)} fidèle${plural(totals.returningCustomers)}`,
      value: String(totals.returningCustomers),
      detail: `déjà venu${plural(totals.returningCustomers)} avant`,
    },
    {
      label: 'Taux d’absence',
      value: formatRate(totals.noShowRate),
      detail: `${totals.noShows} absence${plural(totals.noShows)}`,
    },
    {
      label: 'Taux d’annulation',
      value: formatRate(totals.cancellationRate),
      detail: `${totals.cancelled} annulation${plural(totals.cancelled)}`,
    },
  ]
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={`card ${styles.tile}`}>
          <dt>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
          <dd className={styles.detail}>{item.detail}</dd>
        </div>
      ))}
    </dl>
  )
}
