import { describe, expect, it } from 'vitest'

import { canonicalJson, chainHash, GENESIS } from '../../src/server/checkout/chain'
import { receiptPdf } from '../../src/server/checkout/receiptPdf'
import { pdfText } from '../int/helpers/pdfText'
import { saleTotals, splitVat } from '../../src/server/checkout/totals'
import { priceForSize, priceRange, priceVaries } from '../../src/lib/motivePrice'

const base = { discounts: [], tipCents: 0, cashGivenCents: null, vatRegime: 'franchise' as const }
const line = (unitCents: number, quantity = 1) => ({ label: 'x', quantity, unitCents, kind: 'service' as const })

describe('checkout totals', () => {
  it('takes HT and VAT out of a TTC total with one rounding; the franchise has none', () => {
    expect(splitVat(5500, 2000)).toEqual({ htCents: 4583, vatCents: 917 })
    expect(splitVat(1, 2000)).toEqual({ htCents: 1, vatCents: 0 })
    expect(splitVat(-1500, 2000)).toEqual({ htCents: -1250, vatCents: -250 })
    expect(splitVat(5500, 0)).toEqual({ htCents: 5500, vatCents: 0 })
  })

  it('adds lines by quantity, takes discounts off, keeps the tip out of VAT, and gives change for cash', () => {
    const result = saleTotals({
      ...base,
      lines: [line(2500, 2), line(500)],
      discounts: [{ label: 'Fidélité', amountCents: 500 }],
      tipCents: 300,
      payments: [
        { method: 'card', amountCents: 3000 },
        { method: 'cash', amountCents: 2300 },
      ],
      cashGivenCents: 3000,
      vatRegime: 'vat20',
    })
    expect(result).toEqual({
      totals: {
        subtotalCents: 5500,
        discountCents: 500,
        totalCents: 5000,
        htCents: 4167,
        vatCents: 833,
        vatRateBp: 2000,
        tipCents: 300,
        dueCents: 5300,
        changeCents: 700,
      },
    })
  })

  it('names what does not add up', () => {
    const problem = (input: Partial<Parameters<typeof saleTotals>[0]>) => {
      const result = saleTotals({
        ...base,
        lines: [line(1000)],
        payments: [{ method: 'cash', amountCents: 1000 }],
        ...input,
      })
      return 'problem' in result ? result.problem.field : null
    }
    expect(problem({})).toBeNull()
    expect(problem({ payments: [{ method: 'card', amountCents: 999 }] })).toBe('payments')
    expect(problem({ discounts: [{ label: 'x', amountCents: 1001 }] })).toBe('discounts')
    expect(problem({ cashGivenCents: 999 })).toBe('cashGiven')
    expect(problem({ payments: [{ method: 'card', amountCents: 1000 }], cashGivenCents: 2000 })).toBe('cashGiven')
  })
})

describe('the register chain', () => {
  it('hashes the same record the same whatever its keys’ order, and any change changes the link', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}',
    )
    const record = { number: 1, total: 5500 }
    expect(chainHash(GENESIS, record)).toBe(chainHash(GENESIS, { total: 5500, number: 1 }))
    expect(chainHash(GENESIS, record)).not.toBe(chainHash(GENESIS, { ...record, total: 5501 }))
    expect(chainHash(GENESIS, record)).not.toBe(chainHash('1'.repeat(64), record))
  })
})

describe('prices by size', () => {
  const motive = { price: 40, sizePrices: { medium: 50, large: 65.5, giant: null } }
  it('a size’s own price, else the motive’s; none at all is « prix sur place » (null)', () => {
    expect([priceForSize(motive, 'small'), priceForSize(motive, 'large'), priceForSize(motive, 'giant')]).toEqual([
      40, 65.5, 40,
    ])
    expect(priceForSize({ price: null, sizePrices: { large: 60 } }, 'small')).toBeNull()
    expect(priceRange(motive)).toEqual({ from: 40, to: 65.5 })
    expect(priceRange({ price: null, sizePrices: {} })).toBeNull()
    expect(priceVaries(motive)).toBe(true)
    expect(priceVaries({ price: 40 })).toBe(false)
  })
})

describe('the note as a PDF', () => {
  it('draws what WinAnsi lacks (an emoji, a Chinese name) as « ? » instead of failing', async () => {
    const totals = {
      subtotalCents: 5000,
      discountCents: 0,
      totalCents: 5000,
      htCents: 5000,
      vatCents: 0,
      vatRateBp: 0,
      tipCents: 0,
      dueCents: 5000,
      changeCents: 0,
    }
    const pdf = await receiptPdf({
      kind: 'sale',
      number: 3,
      issuedAt: '2026-11-28T10:00:00.000Z',
      refersTo: null,
      seller: {
        name: 'Toilettage Léa',
        address: '3 rue des Lilas',
        siret: '73282932000074',
        vatNumber: null,
        vatRegime: 'franchise',
      },
      customer: { name: '王芳 🐶', email: null },
      appointment: null,
      lines: [{ label: 'Bain 🛁 « spécial »', quantity: 1, unitCents: 5000, kind: 'service' }],
      discounts: [],
      payments: [{ method: 'card', amountCents: 5000 }],
      cashGivenCents: null,
      totals,
      vatMention: 'TVA non applicable, art. 293 B du CGI',
      reason: null,
    })
    const text = pdfText(pdf)
    expect(text).toContain('Client : ?? ?')
    expect(text).toContain('Bain ? « spécial »')
    expect(text).toContain('50,00 €')
  })
})
