import { describe, expect, it } from 'vitest'

import { normalizeSiret, normalizeVatNumber, vatKeyOf } from '../../src/server/billing/companyNumbers'

describe('company numbers on an invoice', () => {
  it('a SIRET is 14 digits passing the Luhn check, spaces allowed', () => {
    expect(normalizeSiret('732 829 320 00074')).toBe('73282932000074')
    expect(normalizeSiret('73282932000075')).toBeNull()
    expect(normalizeSiret('7328293200007')).toBeNull()
    expect(normalizeSiret('abc')).toBeNull()
    // La Poste: its establishments' digits sum to a multiple of 5.
    expect(normalizeSiret('35600000000010')).toBe('35600000000010')
    expect(normalizeSiret('35600000000011')).toBeNull()
  })

  it('a French VAT number carries the key of its SIREN', () => {
    expect(vatKeyOf('732829320')).toBe('44')
    expect(normalizeVatNumber('fr 44 732829320')).toBe('FR44732829320')
    expect(normalizeVatNumber('FR45732829320')).toBeNull()
    expect(normalizeVatNumber('BE0403170701')).toBe('BE0403170701')
    expect(normalizeVatNumber('DE123')).toBeNull()
  })
})
