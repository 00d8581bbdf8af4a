import { describe, expect, it } from 'vitest'

import { formatDistance } from '../../src/components/directory/format'
import { nearMePath } from '../../src/lib/nearMePath'
import { chordOf, unitVector } from '../../src/server/directory/nearbyStatement'
import { readNearbyParams } from '../../src/server/directory/nearbyParams'

const EARTH_RADIUS_M = 6_371_008.8
const rad = (degrees: number) => (degrees * Math.PI) / 180
const haversine = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  2 *
  EARTH_RADIUS_M *
  Math.asin(
    Math.sqrt(
      Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
        Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2,
    ),
  )

describe('positions on the unit sphere', () => {
  const centres = [
    { lat: 51.03, lng: 2.37 },
    { lat: 41.92, lng: 8.74 },
    { lat: -21.11, lng: 55.53 },
    { lat: 46.78, lng: -56.18 },
  ]
  const straight = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!)

  it('orders places as their great-circle distance does, from Dunkirk to Corsica and the overseas departments', () => {
    for (const centre of centres) {
      // Places all around, up to 60 km: the chord and the surface distance give the same order.
      const places = Array.from({ length: 200 }, (_, i) => ({
        lat: centre.lat + Math.sin(i * 1.7) * 0.5,
        lng: centre.lng + Math.cos(i * 2.3) * 0.7,
      }))
      const byChord = [...places].sort(
        (a, b) => straight(unitVector(centre), unitVector(a)) - straight(unitVector(centre), unitVector(b)),
      )
      const bySurface = [...places].sort((a, b) => haversine(centre, a) - haversine(centre, b))
      expect(byChord).toEqual(bySurface)
    }
  })

  it('holds every place within the radius in the cube around the centre, and its chord is the radius', () => {
    for (const centre of centres)
      for (const radius of [5_000, 50_000]) {
        const chord = chordOf(radius)
        const c = unitVector(centre)
        for (let bearing = 0; bearing < 360; bearing += 5) {
          const dLat = ((radius * Math.cos(rad(bearing))) / EARTH_RADIUS_M) * (180 / Math.PI)
          const lat = centre.lat + dLat * 0.999
          const dLng = (((radius * Math.sin(rad(bearing))) / EARTH_RADIUS_M) * (180 / Math.PI)) / Math.cos(rad(lat))
          const place = { lat, lng: centre.lng + dLng * 0.999 }
          if (haversine(centre, place) > radius) continue
          const p = unitVector(place)
          for (const axis of [0, 1, 2]) expect(Math.abs(p[axis]! - c[axis]!)).toBeLessThanOrEqual(chord)
          expect(straight(c, p)).toBeLessThanOrEqual(chord)
        }
        // The chord of a place exactly `radius` away (due north) is the radius's.
        const north = unitVector({ lat: centre.lat + (radius / EARTH_RADIUS_M) * (180 / Math.PI), lng: centre.lng })
        expect(straight(c, north)).toBeCloseTo(chord, 12)
      }
  })
})

describe('readNearbyParams', () => {
  it('reads a position, a radius, a filter and a page', () => {
    expect(readNearbyParams({ lat: '48.857', lng: '2.352', rayon: '20', filtre: 'ouvert', page: '2' })).toEqual({
      place: { lat: 48.857, lng: 2.352 },
      radiusKm: 20,
      filter: 'open-now',
      page: 2,
    })
    expect(readNearbyParams({ lat: '-21.1', lng: '55.5', filtre: 'aujourdhui' })).toMatchObject({
      radiusKm: 10,
      filter: 'today',
      page: 1,
    })
  })

  it('asks again for a position that is not one, and falls back on a bad radius, filter or page', () => {
    for (const params of [
      {},
      { lat: '48.8' },
      { lat: '91', lng: '2' },
      { lat: '48', lng: '1e2' },
      { lat: 'x', lng: '2' },
    ])
      expect(readNearbyParams(params)).toBeNull()
    expect(readNearbyParams({ lat: '48', lng: '2', rayon: '7', filtre: 'constructor', page: '-3' })).toEqual({
      place: { lat: 48, lng: 2 },
      radiusKm: 10,
      filter: undefined,
      page: 1,
    })
    expect(readNearbyParams({ lat: ['48', '49'], lng: '2' })?.place).toEqual({ lat: 48, lng: 2 })
  })
})

describe('near me', () => {
  it('rounds the position to about 100 m before it travels', () => {
    expect(nearMePath({ lat: 48.856613, lng: 2.352222 })).toBe('/autour-de-moi?lat=48.857&lng=2.352')
    expect(nearMePath({ lat: 48.8566, lng: 2.3522 }, { rayon: '20' })).toBe(
      '/autour-de-moi?lat=48.857&lng=2.352&rayon=20',
    )
  })

  it('says a distance as a French owner reads it', () => {
    expect(formatDistance(3)).toBe('à 10 m')
    expect(formatDistance(847)).toBe('à 850 m')
    expect(formatDistance(1234)).toBe('à 1,2 km')
    expect(formatDistance(9960)).toBe('à 10 km')
    expect(formatDistance(12_600)).toBe('à 13 km')
  })
})
