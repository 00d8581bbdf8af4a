import type { MonthFigures as Figures } from '@/server/appointments/dashboard'

import styles from './MonthFigures.module.css'

/** The month's three figures, side by side on a desktop, in a row of tiles on a phone. */
export function MonthFigures({ figures, month }: { figures: Figures; month: string }) {
  const items = [
    { label: 'Rendez-vous', value: figures.appointments },
    { label: figures.newCustomers > 1 ? 'Nouveaux clients' : 'Nouveau client', value: figures.newCustomers },
    { label: 'Appels', value: figures.calls },
  ]
  return (
    <section className="stack" aria-labelledby="figures-title">
      <h2 id="figures-title">Chiffres de {month}</h2>
      <dl className={styles.figures}>
        {items.map((item) => (
          <div key={item.label} className={`card ${styles.tile}`}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
