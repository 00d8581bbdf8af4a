import { describe, expect, it } from 'vitest'

import { durationLabel, priceLabel } from '../../src/components/groomers/format'
import { overLimit, TITLE_MAX } from '../../src/components/groomerSpace/settings/MotiveForm'
import { MAX_PRICE_EUROS, parsePrice, PRICE_ERRORS, priceInput } from '../../src/lib/price'

// Issue 29 items 4 and 7: "55,50" typed in a motive's price saved 5 550 €; a title over its limit was cut silently.
describe('a motive’s price as typed', () => {
  it('reads French and English decimals, with or without € and spaces', () => {
    expect(parsePrice('55,50')).toEqual({ euros: 55.5 })
    expect(parsePrice('55.50')).toEqual({ euros: 55.5 })
    expect(parsePrice(' 42 € ')).toEqual({ euros: 42 })
    expect(parsePrice('0')).toEqual({ euros: 0 })
    expect(parsePrice('')).toEqual({ euros: null })
    expect(parsePrice(null)).toEqual({ euros: null })
    expect(parsePrice(35)).toEqual({ euros: 35 })
  })

  it('refuses garbage, more than two decimals and absurd prices in French', () => {
    expect(parsePrice('douze')).toEqual({ error: PRICE_ERRORS.notANumber })
    expect(parsePrice('55,5,0')).toEqual({ error: PRICE_ERRORS.notANumber })
    expect(parsePrice('1e3')).toEqual({ error: PRICE_ERRORS.notANumber })
    expect(parsePrice('-5')).toEqual({ error: PRICE_ERRORS.negative })
    expect(parsePrice('12,345')).toEqual({ error: PRICE_ERRORS.cents })
    // A thousands separator is no decimal point: "1.000" is not one euro.
    expect(parsePrice('1.000')).toEqual({ error: PRICE_ERRORS.cents })
    expect(parsePrice('5550')).toEqual({ error: PRICE_ERRORS.tooHigh })
    expect(parsePrice(MAX_PRICE_EUROS + 0.01)).toEqual({ error: PRICE_ERRORS.tooHigh })
    expect(parsePrice(MAX_PRICE_EUROS)).toEqual({ euros: MAX_PRICE_EUROS })
    expect(parsePrice({})).toEqual({ error: PRICE_ERRORS.notANumber })
  })

  it('shows a stored price back in the field, and publicly as "1 h 30 · 55,50 €"', () => {
    expect([priceInput(55.5), priceInput(42), priceInput(null)]).toEqual(['55,50', '42', ''])
    expect(`${durationLabel(90)} · ${priceLabel(55.5)}`.replace(/\s/g, ' ')).toBe('1 h 30 · 55,50 €')
  })
})

describe('a motive’s title and details over their limit', () => {
  it('are said too long, by how much, never cut', () => {
    expect(overLimit('L’intitulé est trop long', 'x'.repeat(TITLE_MAX), TITLE_MAX)).toBeUndefined()
    expect(overLimit('L’intitulé est trop long', 'x'.repeat(TITLE_MAX + 3), TITLE_MAX)).toBe(
      'L’intitulé est trop long : 3 caractères de trop (120 au plus).',
    )
  })
})
