import { describe, expect, it } from 'vitest'

import { deviceOf, readCityVariant, readProfileChoice, variantPathFor } from '../../src/server/cache/pageVariants'

const query = (search: string) => new URLSearchParams(search)

describe('cached page variants', () => {
  it('gives city listings their device and page as a last segment', () => {
    expect(variantPathFor('/toiletteurs/paris', query(''), 'desktop')).toBe('/toiletteurs/paris/~d1')
    expect(variantPathFor('/toiletteurs/paris/chien', query('page=3'), 'mobile')).toBe('/toiletteurs/paris/chien/~m3')
    expect(variantPathFor('/toiletteurs/paris', query('page=0'), 'desktop')).toBe('/toiletteurs/paris/~x')
    expect(variantPathFor('/toiletteurs/paris', query('tri=note&page=2'), 'mobile')).toBe('/toiletteurs/paris/~m2r')
    expect(variantPathFor('/toiletteurs/paris', query('tri=autre'), 'desktop')).toBe('/toiletteurs/paris/~d1')
    expect(variantPathFor('/toiletteurs/paris', query('page=2&page=3'), 'desktop')).toBe('/toiletteurs/paris/~x')
    // A postcode typed (an arrondissement) is kept; anything else in `cp` is ignored.
    expect(variantPathFor('/toiletteurs/paris', query('cp=75011'), 'mobile')).toBe('/toiletteurs/paris/~m1p75011')
    expect(variantPathFor('/toiletteurs/paris', query('cp=75011&tri=note&page=2'), 'desktop')).toBe(
      '/toiletteurs/paris/~d2rp75011',
    )
    expect(variantPathFor('/toiletteurs/paris', query('cp=7501'), 'desktop')).toBe('/toiletteurs/paris/~d1')
    expect(variantPathFor('/toiletteurs/paris', query('cp=<script>'), 'desktop')).toBe('/toiletteurs/paris/~d1')
    expect(variantPathFor('/toiletteurs', query(''), 'desktop')).toBe('/toiletteurs')
    expect(variantPathFor('/cgu', query('utm=x'), 'mobile')).toBe('/cgu')
    expect(variantPathFor('/demande-inscription', query(''), 'desktop')).toBeNull()
    expect(variantPathFor('/toiletteurs/paris/chien/extra', query(''), 'desktop')).toBeNull()
  })

  it('reads back a city variant, refusing anything malformed', () => {
    expect(readCityVariant('~m3')).toEqual({ device: 'mobile', page: 3 })
    expect(readCityVariant('~d1')).toEqual({ device: 'desktop', page: 1 })
    expect(readCityVariant('~m2r')).toEqual({ device: 'mobile', page: 2, sort: 'rating' })
    expect(readCityVariant('~d2rp75011')).toEqual({ device: 'desktop', page: 2, sort: 'rating', postcode: '75011' })
    expect(readCityVariant('~m1p69003')).toEqual({ device: 'mobile', page: 1, postcode: '69003' })
    for (const bad of [undefined, '~x', '~d0', 'chien', '~q1', '%E0%A4%A', '~d1rr', '~d1x', '~d1p7501', '~d1p750111'])
      expect(readCityVariant(bad)).toBeNull()
  })

  it('moves a profile motive and slot choice into the path, only when there is one', () => {
    expect(variantPathFor('/toiletteur/camille', query(''), 'desktop')).toBe('/toiletteur/camille')
    expect(variantPathFor('/toiletteur/camille', query('motif=12'), 'mobile')).toBe('/toiletteur/camille/~12')
    const slot = '2026-11-23T09:00:00.000+01:00'
    const path = variantPathFor('/toiletteur/camille', query(`motif=12&creneau=${encodeURIComponent(slot)}`), 'desktop')
    expect(readProfileChoice(decodeURIComponent(path!.split('/').at(-1)!))).toEqual({ motif: 12, creneau: slot })
    expect(variantPathFor('/toiletteur/camille', query('motif=abc'), 'desktop')).toBe('/toiletteur/camille')
    expect(variantPathFor('/toiletteur/camille/autre', query(''), 'desktop')).toBeNull()
    expect(readProfileChoice(undefined)).toEqual({})
    expect(readProfileChoice('~0')).toEqual({ motif: undefined, creneau: undefined })
  })

  it('carries the first day a profile shows (a city card’s “voir plus”), with or without a slot', () => {
    const segment = (search: string) =>
      decodeURIComponent(variantPathFor('/toiletteur/camille', query(search), 'mobile')!.split('/').at(-1)!)
    expect(segment('motif=12&jour=2026-11-24')).toBe('~12~~2026-11-24')
    expect(readProfileChoice(segment('motif=12&jour=2026-11-24'))).toEqual({
      motif: 12,
      creneau: undefined,
      jour: '2026-11-24',
    })
    const slot = '2026-11-24T10:15:00.000+01:00'
    expect(readProfileChoice(segment(`motif=12&jour=2026-11-24&creneau=${encodeURIComponent(slot)}`))).toEqual({
      motif: 12,
      creneau: slot,
      jour: '2026-11-24',
    })
    // A malformed day is dropped: the same variant as without it.
    expect(segment('motif=12&jour=demain')).toBe('~12')
    expect(readProfileChoice('~12~~24/11/2026')).toEqual({ motif: 12, creneau: undefined })
  })

  it('tells phones from desktops and tablets by their user agent', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(
      'mobile',
    )
    expect(
      deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36'),
    ).toBe('mobile')
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toBe(
      'desktop',
    )
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toBe('desktop')
    expect(deviceOf(null)).toBe('desktop')
  })
})
