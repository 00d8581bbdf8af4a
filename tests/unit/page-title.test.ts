import { describe, expect, it } from 'vitest'

import { pageTitle } from '../../src/server/seo/title'

describe('page titles (spec section 5)', () => {
  it('adds the site name to a short title', () => {
    expect(pageTitle('Toiletteurs à Lyon')).toBe('Toiletteurs à Lyon · Mon Toiletteur')
  })

  it('keeps a title of 55 characters or more as it is', () => {
    const long = 'Toilettage du chien : combien de fois par an, et pourquoi ?'
    expect(long.length).toBeGreaterThanOrEqual(55)
    expect(pageTitle(long)).toBe(long)
  })

  it('does not repeat the site name', () => {
    expect(pageTitle('Bienvenue sur Mon Toiletteur')).toBe('Bienvenue sur Mon Toiletteur')
  })
})
