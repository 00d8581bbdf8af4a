import { describe, expect, it } from 'vitest'

import { boundsOf, mapMarkers } from '../../src/components/directory/mapMarkers'
import type { GroomerCard } from '../../src/server/directory/listing'

const card = (
  id: number,
  position: GroomerCard['position'],
  firstSlot: GroomerCard['firstSlot'] = null,
): GroomerCard => ({
  id,
  uri: `toiletteur-${id}`,
  name: `Toiletteur ${id}`,
  picture: null,
  practice: null,
  address: null,
  distanceMeters: null,
  specialities: [],
  onlineBooking: true,
  phone: null,
  motive: null,
  firstSlot,
  days: [],
  position,
  rating: null,
})

describe('directory map markers', () => {
  it('keeps the groomers with coordinates, with their page and first slot label', () => {
    const slot = {
      start: '2026-11-23T09:15:00.000+01:00',
      end: '2026-11-23T10:15:00.000+01:00',
      startMs: 0,
      endMs: 0,
    } as unknown as GroomerCard['firstSlot']
    const markers = mapMarkers([card(1, { lat: 48.85, lng: 2.35 }, slot), card(2, null)])
    expect(markers).toEqual([
      {
        id: 1,
        name: 'Toiletteur 1',
        href: '/toiletteur/toiletteur-1',
        lat: 48.85,
        lng: 2.35,
        firstSlot: 'lun. 23 nov. 09:15',
      },
    ])
  })

  it('frames every marker with a margin, and has no frame without markers', () => {
    const markers = mapMarkers([card(1, { lat: 48.8, lng: 2.3 }), card(2, { lat: 48.9, lng: 2.4 })])
    const [[south, west], [north, east]] = boundsOf(markers, 0.01)!
    expect([south, west, north, east].map((value) => Math.round(value * 1000) / 1000)).toEqual([
      48.79, 2.29, 48.91, 2.41,
    ])
    expect(boundsOf([])).toBeNull()
  })
})
