'use client'

import { useEffect, useState } from 'react'

import { slotLong } from '@/components/groomers/format'

import {
  onLightAppointmentChange,
  readLightAppointment,
  saveLightAppointment,
  type LightAppointment,
} from './lightAppointment'

/** The public layout's banner while a booking is in progress (spec section 2: light appointment). */
export function LightAppointmentBanner() {
  const [light, setLight] = useState<LightAppointment | null>(null)

  useEffect(() => {
    const refresh = () => setLight(readLightAppointment())
    refresh()
    return onLightAppointmentChange(refresh)
  }, [])

  if (!light) return null
  const query = new URLSearchParams({ motif: String(light.motiveId), ...(light.start ? { creneau: light.start } : {}) })
  return (
    <aside className="light-banner" aria-label="Réservation en cours">
      <div className="container">
        <p>
          Réservation en cours avec <strong>{light.groomerName}</strong>
          {light.start ? ` le ${slotLong(light.start)}` : ''} · {light.motiveTitle}
        </p>
        <div className="booking-actions" style={{ marginTop: 0 }}>
          <a className="btn btn-small" href={`/toiletteur/${light.groomerUri}?${query}#reservation`}>
            Reprendre
          </a>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => saveLightAppointment(null)}>
            Abandonner
          </button>
        </div>
      </div>
    </aside>
  )
}
