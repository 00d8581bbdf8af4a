import type { GroomerCard } from '@/server/directory/listing'

import { formatSlotShort } from './format'

export type MapMarker = { id: number; name: string; href: string; lat: number; lng: number; firstSlot: string | null }
export type MapBounds = [[number, number], [number, number]]

/** One marker per groomer who gave coordinates, with the page and the first free slot for its popup. */
export function mapMarkers(cards: GroomerCard[]): MapMarker[] {
  return cards.flatMap((card) =>
    card.position
      ? [
          {
            id: card.id,
            name: card.name,
            href: `/toiletteur/${card.uri}`,
            lat: card.position.lat,
            lng: card.position.lng,
            firstSlot: card.firstSlot ? formatSlotShort(card.firstSlot) : null,
          },
        ]
      : [],
  )
}

/** South-west and north-east corners around the markers, widened a little so none sits on the edge. */
export function boundsOf(markers: MapMarker[], margin = 0.005): MapBounds | null {
  if (markers.length === 0) return null
  const lats = markers.map((m) => m.lat)
  const lngs = markers.map((m) => m.lng)
  return [
    [Math.min(...lats) - margin, Math.min(...lngs) - margin],
    [Math.max(...lats) + margin, Math.max(...lngs) + margin],
  ]
}
