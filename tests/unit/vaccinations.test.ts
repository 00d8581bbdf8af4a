import { describe, expect, it } from 'vitest'

import { frenchDay, isVaccinationStale } from '../../src/server/customerFolders/vaccinations'

describe('isVaccinationStale', () => {
  // 2026-11-22 at 23:30 UTC is already the 23rd in Paris, still the 22nd in São Paulo.
  const now = new Date('2026-11-22T23:30:00Z')

  it('flags a vaccination more than a year old on the groomer’s date', () => {
    expect(isVaccinationStale('2025-11-21', now, 'Europe/Paris')).toBe(true)
    expect(isVaccinationStale('2025-11-22', now, 'Europe/Paris')).toBe(true)
    expect(isVaccinationStale('2025-11-23', now, 'Europe/Paris')).toBe(false)
    expect(isVaccinationStale('2025-11-22', now, 'America/Sao_Paulo')).toBe(false)
    expect(isVaccinationStale('2026-06-01T12:00:00.000Z', now, 'Europe/Paris')).toBe(false)
  })

  it('ignores missing or broken dates', () => {
    expect(isVaccinationStale(null, now, 'Europe/Paris')).toBe(false)
    expect(isVaccinationStale('pas une date', now, 'Europe/Paris')).toBe(false)
  })

  it('writes days as DD/MM/YYYY', () => {
    expect(frenchDay('2024-03-10T12:00:00.000Z')).toBe('10/03/2024')
  })
})
