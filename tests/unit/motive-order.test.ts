import { describe, expect, it } from 'vitest'

import { preferredMotive } from '../../src/server/directory/motiveOrder'

const call = { id: 1, title: 'Appel découverte', kind: 'phone', price: 0, duration: 15 }
const bath = { id: 2, title: 'Bain et brushing', kind: 'salon', price: 3500, duration: 60 }
const full = { id: 3, title: 'Toilettage complet', kind: 'salon', price: 5500, duration: 90 }
const home = { id: 4, title: 'Toilettage à domicile', kind: 'home', price: 3000, duration: 90 }

describe('the motive a profile opens on', () => {
  it('is a grooming visit, not a free discovery call listed first by price', () => {
    expect(preferredMotive([call, full, bath])?.title).toBe('Bain et brushing')
  })
  it('counts a visit at home as a grooming visit', () => {
    expect(preferredMotive([call, full, home])?.title).toBe('Toilettage à domicile')
  })
  it('is the call when the groomer offers nothing else, and none without motives', () => {
    expect(preferredMotive([call])?.title).toBe('Appel découverte')
    expect(preferredMotive([])).toBeNull()
  })
})
