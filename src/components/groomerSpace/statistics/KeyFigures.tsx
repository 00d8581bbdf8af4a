import { METHOD_LABELS, type PaymentMethod } from '@/server/checkout/totals'
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
    ...(totals.averageBasket !== null
      ? [
          {
            label: 'Panier moyen',
            value: formatEuros(totals.averageBasket),
            detail: `sur ${totals.cashed} visite${plural(totals.cashed)} encaissée${plural(totals.cashed)}`,
          },
          { label: 'Pourboires', value: formatEuros(totals.tips), detail: 'en plus du chiffre d’affaires' },
        ]
      : []),
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
    <>
      <dl className={styles.figures}>
        {items.map((item) => (
          <div key={item.label} className={`card ${styles.tile}`}>
            <dt>{item.label}</dt>
            <dd className={styles.value}>{item.value}</dd>
            <dd className={styles.detail}>{item.detail}</dd>
          </div>
        ))}
      </dl>
      {totals.byMethod.length > 0 ? (
        <section className="card stack" aria-labelledby="received-by-method" style={{ gap: '0.4rem' }}>
          <h2 id="received-by-method" style={{ margin: 0, fontSize: '1.05rem' }}>
            Encaissé par moyen de paiement
          </h2>
          <dl className={styles.methods} data-testid="received-by-method">
            {totals.byMethod.map((entry) => (
              <div key={entry.method}>
                <dt>{METHOD_LABELS[entry.method as PaymentMethod] ?? entry.method}</dt>
                <dd>{formatEuros(entry.amount)}</dd>
              </div>
            ))}
          </dl>
          <p className="muted" style={{ margin: 0 }}>
            Ce que disent vos notes de la période, pourboires compris et remboursements déduits.
          </p>
        </section>
      ) : null}
    </>
  )
}
