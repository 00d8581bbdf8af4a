'use client'

import type { Map as LeafletMap } from 'leaflet'
import { useEffect, useId, useRef, useState } from 'react'

import { useSiteState } from '@/components/site/SiteState'
import { escapeHtml } from '@/lib/escapeHtml'

import { MAP_ATTRIBUTION, MAP_TILE_URL } from './mapConfig'
import { type MapBounds, type MapMarker } from './mapMarkers'

/**
 * "Afficher la carte": the city's groomers on a Leaflet map. Leaflet, its styles and the tiles
 * load only once the visitor asks for the map.
 */
export function GroomerMap({ markers, bounds }: { markers: MapMarker[]; bounds: MapBounds }) {
  const [shown, setShown] = useState(false)
  const { setMapFlags } = useSiteState()
  const regionId = useId()
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<LeafletMap | null>(null)

  useEffect(() => {
    if (!shown || map.current || !container.current) return
    let cancelled = false
    void (async () => {
      const [{ default: L }] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      if (cancelled || !container.current) return
      const created = L.map(container.current, { scrollWheelZoom: false })
      L.tileLayer(MAP_TILE_URL, { attribution: MAP_ATTRIBUTION, maxZoom: 19 }).addTo(created)
      for (const marker of markers) {
        const slot = marker.firstSlot ? `<br>Prochain créneau : ${escapeHtml(marker.firstSlot)}` : ''
        L.circleMarker([marker.lat, marker.lng], {
          radius: 9,
          color: '#ffffff',
          weight: 2,
          fillColor: '#c2185b',
          fillOpacity: 0.95,
        })
          .bindPopup(`<a href="${escapeHtml(marker.href)}">${escapeHtml(marker.name)}</a>${slot}`)
          .bindTooltip(escapeHtml(marker.name)) // Leaflet writes tooltip strings as HTML
          .addTo(created)
      }
      created.fitBounds(bounds)
      map.current = created
      setMapFlags({ mapLoaded: true })
    })()
    return () => {
      cancelled = true
    }
  }, [shown, markers, bounds, setMapFlags])

  // The map was drawn while hidden: Leaflet must measure its box again once visible.
  useEffect(() => {
    setMapFlags({ showMap: shown })
    if (shown) map.current?.invalidateSize()
  }, [shown, setMapFlags])

  useEffect(
    () => () => {
      map.current?.remove()
      setMapFlags({ showMap: false })
    },
    [setMapFlags],
  )

  return (
    <div className="groomer-map">
      <button
        type="button"
        className="btn btn-ghost groomer-map-toggle"
        aria-expanded={shown}
        aria-controls={regionId}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? 'Masquer la carte' : 'Afficher la carte'}
      </button>
      <div id={regionId} role="region" aria-label="Carte des toiletteurs" hidden={!shown}>
        <div ref={container} className="groomer-map-canvas" />
      </div>
    </div>
  )
}
