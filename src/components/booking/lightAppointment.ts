'use client'

/** The "light appointment" (spec section 2): a booking in progress, shown as a banner on public pages. */
export type LightAppointment = { groomerName: string; groomerUri: string; motiveId: number; motiveTitle: string; start: string | null }

const KEY = 'lightAppointment'
const EVENT = 'light-appointment-change'

export function readLightAppointment(): LightAppointment | null {
  try {
    const raw = window.sessionStorage.getItem(KEY)
    return raw ? (JSON.parse(raw) as LightAppointment) : null
  } catch {
    return null
  }
}

export function saveLightAppointment(value: LightAppointment | null) {
  try {
    if (value) window.sessionStorage.setItem(KEY, JSON.stringify(value))
    else window.sessionStorage.removeItem(KEY)
  } catch {
    // Private browsing without storage: the banner is only a convenience.
  }
  window.dispatchEvent(new Event(EVENT))
}

export function onLightAppointmentChange(listener: () => void): () => void {
  window.addEventListener(EVENT, listener)
  return () => window.removeEventListener(EVENT, listener)
}
