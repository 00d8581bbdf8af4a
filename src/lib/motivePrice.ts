import { onFirstUse } from './onFirstUse'

/**
 * A motive's price for a pet: groomers price by the dog's size, like the durations. A size's own
 * price when the groomer set one, else the motive's price; neither: « prix sur place ».
 * Euros with at most two decimals, as the groomer typed them (src/lib/price.ts).
 */
export const PRICE_SIZES = ['small', 'medium', 'large', 'giant'] as const
export type PriceSize = (typeof PRICE_SIZES)[number]

export type PricedMotive = {
  price?: number | null
  sizePrices?: Partial<Record<string, number | null>> | null
}

/** What the owner reads when a motive has no price for their pet. */
export const PRICE_ON_SITE = 'Prix sur place'

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

/** Whether the groomer set a price for at least one size. */
export const hasSizePrices = (motive: PricedMotive | undefined | null): boolean =>
  PRICE_SIZES.some((size) => isPrice(motive?.sizePrices?.[size]))

/** The price for this pet's size (null: none set, « prix sur place »). */
export function priceForSize(motive: PricedMotive, size?: string | null): number | null {
  const sized = size ? motive.sizePrices?.[size] : null
  if (isPrice(sized)) return sized
  return isPrice(motive.price) ? motive.price : null
}

/**
 * The lowest and highest price an owner may pay, over the sizes (a size without its own price pays
 * the motive's). Null when no price is set at all.
 */
export function priceRange(motive: PricedMotive): { from: number; to: number } | null {
  const prices = hasSizePrices(motive)
    ? PRICE_SIZES.map((size) => priceForSize(motive, size))
    : [isPrice(motive.price) ? motive.price : null]
  const known = prices.filter(isPrice)
  if (known.length === 0) return null
  return { from: Math.min(...known), to: Math.max(...known) }
}

/** The lowest price of the motive, to sort and to say « à partir de ». */
export const lowestPrice = (motive: PricedMotive): number | null => priceRange(motive)?.from ?? null

/** Whether the price depends on the pet (sizes priced apart, or some size priced on site). */
export function priceVaries(motive: PricedMotive): boolean {
  if (!hasSizePrices(motive)) return false
  const prices = PRICE_SIZES.map((size) => priceForSize(motive, size))
  return prices.some((price) => price !== prices[0])
}

const wholeEuros = onFirstUse(
  () => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
)
const euros = onFirstUse(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }))

/** « 42 € », « 42,50 € ». */
export const euroLabel = (price: number) => (Number.isInteger(price) ? wholeEuros : euros)().format(price)

/** « 42 € », « 42,50 € »; null without a price. */
export const priceLabel = (price: number | null | undefined) => (price == null ? null : euroLabel(price))

/** « 45 € », or « à partir de 35 € » when the price depends on the pet's size; null without any price. */
export function motivePriceLabel(motive: PricedMotive): string | null {
  const range = priceRange(motive)
  if (!range) return null
  return priceVaries(motive) ? `à partir de ${priceLabel(range.from)}` : priceLabel(range.from)
}

/**
 * What the owner will pay for this pet: « 45 € (à régler sur place) », « Gratuit » or « Prix sur
 * place » (nothing for a call or a visio without a price: there is no place).
 */
export function petPriceLabel(motive: PricedMotive & { kind?: string | null }, size?: string | null): string | null {
  return bookedPriceLabel(priceForSize(motive, size), motive.kind)
}

/** The label of a price already known (an appointment's), as petPriceLabel words it. */
export function bookedPriceLabel(price: number | null, kind?: string | null): string | null {
  if (price === null) return kind === 'visio' || kind === 'phone' ? null : PRICE_ON_SITE
  return price === 0 ? 'Gratuit' : `${priceLabel(price)} (à régler sur place)`
}
