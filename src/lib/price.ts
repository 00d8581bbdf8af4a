/**
 * A motive's price as a groomer types it: euros with at most two decimals, "55,50" or "55.50"
 * (a text field: a number field reads "55,50" as 5550 in a browser set to English), with or
 * without "€". Above 1 000 € a price is taken for a typing slip and refused.
 */
export const MAX_PRICE_EUROS = 1_000

export const PRICE_ERRORS = {
  notANumber: 'Saisissez un prix en euros, par exemple 42 ou 42,50.',
  negative: 'Le prix ne peut pas être négatif.',
  cents: 'Le prix a au plus deux décimales (par exemple 42,50).',
  tooHigh: 'Un prix au-delà de 1 000 € ressemble à une erreur de saisie : vérifiez-le (par exemple 55,50).',
} as const

const DECIMAL = /^\d+(?:[.,]\d+)?$/

/** The euros of `value` (null for an empty field), or the French reason it is refused. */
export function parsePrice(value: unknown): { euros: number | null } | { error: string } {
  if (value === null || value === undefined) return { euros: null }
  if (typeof value === 'number') return checked(value)
  if (typeof value !== 'string') return { error: PRICE_ERRORS.notANumber }
  const text = value.replace(/€/g, '').replace(/[\s\u00a0\u202f]/g, '')
  if (text === '') return { euros: null }
  if (text.startsWith('-')) return { error: PRICE_ERRORS.negative }
  if (!DECIMAL.test(text)) return { error: PRICE_ERRORS.notANumber }
  const [, decimals = ''] = text.split(/[.,]/)
  if (decimals.length > 2) return { error: PRICE_ERRORS.cents }
  return checked(Number(text.replace(',', '.')))
}

function checked(euros: number): { euros: number } | { error: string } {
  if (!Number.isFinite(euros)) return { error: PRICE_ERRORS.notANumber }
  if (euros < 0) return { error: PRICE_ERRORS.negative }
  if (Math.abs(Math.round(euros * 100) - euros * 100) > 1e-6) return { error: PRICE_ERRORS.cents }
  if (euros > MAX_PRICE_EUROS) return { error: PRICE_ERRORS.tooHigh }
  return { euros }
}

/** A stored price as the field shows it again: "55,50", "42". */
export const priceInput = (euros: number | null | undefined) =>
  euros == null ? '' : Number.isInteger(euros) ? String(euros) : euros.toFixed(2).replace('.', ',')
