import { onFirstUse } from '@/lib/onFirstUse'

import styles from './reviews.module.css'

// Built once, on first use: toLocaleString built a formatter for each mark of a city page's cards at hydration.
const marks = onFirstUse(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }))

/** "4,5" : a mark written the French way. */
export const frenchMark = (value: number) => marks().format(value)

/** A mark out of 5 as stars, read out as words. */
export function Stars({ value }: { value: number }) {
  const full = Math.round(value)
  return (
    <span className={styles.stars} role="img" aria-label={`${frenchMark(value)} sur 5`}>
      {'★'.repeat(full)}
      <span className={styles.starsOff}>{'★'.repeat(5 - full)}</span>
    </span>
  )
}

/** The rating and count of a groomer ("★★★★★ 4,7 · 12 avis"), or nothing without published reviews. */
export function RatingSummary({ average, count, href }: { average: number | null; count: number; href?: string }) {
  if (!average || count === 0) return null
  const label = `${count} avis`
  return (
    <span className={styles.summary}>
      <Stars value={average} />
      <strong>{frenchMark(average)}</strong>
      {href ? <a href={href}>{label}</a> : <span className="muted">{label}</span>}
    </span>
  )
}
