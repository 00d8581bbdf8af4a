import { describe, expect, it } from 'vitest'

import { localeRedirectTarget } from '../../src/i18n/paths'

describe('locale and path redirects (spec section 4)', () => {
  it.each([
    ['/en', '/fr'],
    ['/en/toiletteurs', '/fr/toiletteurs'],
    ['/fr', '/'],
    ['/fr/', '/'],
    ['/fr/toiletteurs/paris', '/toiletteurs/paris'],
    ['/c%C5%93ur', '/coeur'],
    ['/toiletteurs/b%C5%93uf-sur-mer', '/toiletteurs/boeuf-sur-mer'],
    ['/toiletteurs/', '/toiletteurs'],
    ['/user/connexion//', '/user/connexion'],
  ])('%s → %s', (from, to) => {
    expect(localeRedirectTarget(from)).toBe(to)
  })

  it.each(['/', '/toiletteurs', '/english', '/france', '/de', '/%E0%A4%A'])('%s is served as it is', (path) => {
    expect(localeRedirectTarget(path)).toBeNull()
  })

  // An encoded slash once made `/%2Fevil.example/%C5%93` a 301 to https://evil.example/oe.
  it.each([
    '/%2Fevil.example/%C5%93',
    '/%2F%2Fevil.example/c%C5%93ur',
    '//evil.example/',
    '/%5Cevil.example/%C5%93',
    '/\\evil.example/',
  ])('%s stays on the site', (path) => {
    const target = localeRedirectTarget(path)
    expect(target).not.toBeNull()
    expect(new URL(target ?? '', 'https://www.example.fr').origin).toBe('https://www.example.fr')
  })
})
