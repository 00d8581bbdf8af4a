const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 })

export const formatEuros = (value: number) => euros.format(value)

/** "12,5 %", or a dash when there was nothing to count. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : percent.format(rate))

/** "9 h", "14 h". */
export const formatHourOfDay = (hour: number) => `${hour} h`
