import { afterEach, describe, expect, it, vi } from 'vitest'

type Counted = { made: number }
/** French formats put no-break spaces before « € » and between digits. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ')
const originals = { DateTimeFormat: Intl.DateTimeFormat, NumberFormat: Intl.NumberFormat }

/** Counts the formatters built from now on (with or without `new`), until restored. */
function countBuilt(name: keyof typeof originals): Counted {
  const counted = { made: 0 }
  const real = originals[name]
  const counting = new Proxy(real, {
    construct: (target, args, newTarget) => (counted.made++, Reflect.construct(target, args, newTarget)),
    apply: (target, self, args) => (counted.made++, Reflect.apply(target, self, args)),
  })
  Object.defineProperty(Intl, name, { value: counting, configurable: true, writable: true })
  return counted
}

/**
 * The format modules that client components import build their Intl formatters when first used:
 * building one at import cost every public page's hydration about 30 ms of a phone's main thread.
 */
describe('Intl formatters of the client-side format modules', () => {
  afterEach(() => {
    for (const [name, real] of Object.entries(originals))
      Object.defineProperty(Intl, name, { value: real, configurable: true, writable: true })
  })

  it('are built on first use, once, not when the module loads', async () => {
    vi.resetModules()
    const dates = countBuilt('DateTimeFormat')
    const numbers = countBuilt('NumberFormat')
    const slots = await import('../../src/components/groomers/format')
    const directory = await import('../../src/components/directory/format')
    const articles = await import('../../src/components/content/formatDate')
    const prices = await import('../../src/lib/motivePrice')
    const stars = await import('../../src/components/reviews/Stars')
    expect(dates.made).toBe(0)
    expect(numbers.made).toBe(0)

    // A slot's labels (city cards render them at hydration) use no Intl at all.
    expect(slots.slotTime('2026-03-24T10:05:00+01:00')).toBe('10:05')
    expect(slots.slotSpoken('2026-03-24T10:05:00+01:00')).toBe('mardi 24 mars, 10 h 05')
    expect(slots.slotLong('2026-03-24T10:05:00+01:00')).toBe('mardi 24 mars 2026 à 10:05')
    expect(dates.made).toBe(0)
    expect(articles.formatLongDate('2026-01-13T12:00:00Z')).toBe('13 janvier 2026')
    expect(articles.formatLongDate('2026-01-14T12:00:00Z')).toBe('14 janvier 2026')
    expect(dates.made).toBe(1)

    expect(plain(directory.formatPrice(35))).toBe('35 €')
    expect(plain(directory.formatPrice(35.5))).toBe('35,50 €')
    expect(plain(directory.formatDistance(1234))).toBe('à 1,2 km')
    expect(plain(prices.priceLabel(42))).toBe('42 €')
    expect(plain(prices.priceLabel(42.5))).toBe('42,50 €')
    expect(plain(prices.priceLabel(43))).toBe('43 €')
    // The directory's prices and a motive's price label share their two euro formatters.
    expect(numbers.made).toBe(3)
    expect(stars.frenchMark(4.66)).toBe('4,7')
    expect(stars.frenchMark(4)).toBe('4')
    expect(numbers.made).toBe(4)
  })
})
