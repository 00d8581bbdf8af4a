import { describe, expect, it } from 'vitest'

import {
  formatDuration,
  formatPrice,
  formatSlotShort,
  initialsOf,
  phoneLink,
  slotHref,
} from '../../src/components/directory/format'

const slot = {
  start: '2026-11-24T10:00:00+01:00',
  end: '2026-11-24T11:00:00+01:00',
  startMs: Date.parse('2026-11-24T09:00:00Z'),
  endMs: Date.parse('2026-11-24T10:00:00Z'),
}

describe('directory card formats', () => {
  it('writes prices and durations the French way', () => {
    expect(formatPrice(35).replace(/\s/g, ' ')).toBe('35 €')
    expect(formatPrice(35.5).replace(/\s/g, ' ')).toBe('35,50 €')
    expect([formatDuration(60), formatDuration(90), formatDuration(45), formatDuration(125)]).toEqual([
      '1 h',
      '1 h 30',
      '45 min',
      '2 h 05',
    ])
  })

  it('shows a slot in the groomer’s zone whatever the process zone', () => {
    expect(formatSlotShort(slot)).toBe('mar. 24 nov. 10:00')
  })

  it('links a slot to the profile with the motive and the exact start', () => {
    const href = slotHref('camille-martin-paris', 12, slot)
    const url = new URL(href, 'http://x')
    expect(url.pathname).toBe('/toiletteur/camille-martin-paris')
    expect(url.searchParams.get('motif')).toBe('12')
    expect(url.searchParams.get('creneau')).toBe('2026-11-24T10:00:00+01:00')
  })

  it('gives a tel: link in international form and initials for the avatar', () => {
    expect(phoneLink('06 12 34 56 78', 'FR')).toEqual({ label: '06 12 34 56 78', href: 'tel:+33612345678' })
    expect(initialsOf('Camille Martin')).toBe('CM')
  })
})
