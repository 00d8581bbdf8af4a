const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 })

export const formatEuros = (value: number) => euros.format(value)

/** "12,5 %", or a dash when there was nothing to count. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : percent.format(rate))

/** "9 h", "14 h". */
export const formatHourOfDay = (hour: number) => `${hour} h`

const plural = (count: number) => (count > 1 ? 's' : '')

/** Under the revenue: the finished visits it counts, and how many of them had no price (counted 0 €). */
export function revenueDetail(finished: number, unpriced: number, cashed = 0, tips = 0): string {
  const visits = `${finished} visite${plural(finished)} terminée${plural(finished)}`
  const parts = [
    cashed > 0 ? `${cashed} encaissée${plural(cashed)}` : null,
    cashed > 0 && cashed < finished ? `les autres au prix réservé` : null,
    unpriced > 0 ? `${unpriced} sans prix (comptée${plural(unpriced)} 0 €)` : null,
  ].filter(Boolean)
  const detail = parts.length === 0 ? visits : `${visits}, dont ${parts.join(', ')}`
  return tips > 0 ? `${detail} ; pourboires ${formatEuros(tips)} en plus` : detail
}

/** What a motive's finished visits brought in: « sans prix » rather than a misleading 0 €. */
export function motiveRevenue({ revenue, priced }: { revenue: number; priced: boolean }): string {
  if (priced) return formatEuros(revenue)
  return revenue === 0 ? 'sans prix' : `${formatEuros(revenue)} (certaines sans prix)`
}
