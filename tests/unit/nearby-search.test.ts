import { describe, expect, it } from 'vitest'

import { formatDistance } from '../../src/components/directory/format'
import { nearMePath } from '../../src/lib/nearMePath'
import { boundingBox } from '../../src/server/directory/nearbyStatement'
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

describe('boundingBox', () => {
  it('holds every place within the radius, from Dunkirk to Corsica and the overseas departments', () => {
    for (const centre of [
      { lat: 51.03, lng: 2.37 },
      { lat: 41.92, lng: 8.74 },
      { lat: -21.11, lng: 55.53 },
      { lat: 46.78, lng: -56.18 },
    ])
      for (const radius of [5_000, 50_000]) {
        const box = boundingBox(centre, radius)
        // Places on the circle, every 5°: each inside the box.
        for (let bearing = 0; bearing < 360; bearing += 5) {
          const dLat = ((radius * Math.cos(rad(bearing))) / EARTH_RADIUS_M) * (180 / Math.PI)
          const lat = centre.lat + dLat * 0.999
          const dLng = (((radius * Math.sin(rad(bearing))) / EARTH_RADIUS_M) * (180 / Math.PI)) / Math.cos(rad(lat))
          const place = { lat, lng: centre.lng + dLng * 0.999 }
          if (haversine(centre, place) > radius) continue
          expect(place.lat).toBeGreaterThanOrEqual(box.south)
          expect(place.lat).toBeLessThanOrEqual(box.north)
          expect(place.lng).toBeGreaterThanOrEqual(box.west)
          expect(place.lng).toBeLessThanOrEqual(box.east)
        }
        // And not much more: its half-height is the radius.
        expect(haversine(centre, { lat: box.north, lng: centre.lng })).toBeCloseTo(radius, -1)
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
