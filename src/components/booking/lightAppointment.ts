'use client'

/** The "light appointment" (spec section 2): a booking in progress, shown as a banner on public pages. */
export type LightAppointment = {
  groomerName: string
  groomerUri: string
  motiveId: number
  motiveTitle: string
  start: string | null
}

const KEY = 'lightAppointment'
const DRAFT_KEY = 'bookingDraft'
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
    else {
      window.sessionStorage.removeItem(KEY)
      window.sessionStorage.removeItem(DRAFT_KEY)
    }
  } catch {
    // Private browsing without storage: the banner is only a convenience.
  }
  window.dispatchEvent(new Event(EVENT))
}

export function onLightAppointmentChange(listener: () => void): () => void {
  window.addEventListener(EVENT, listener)
  return () => window.removeEventListener(EVENT, listener)
}

/**
 * What was typed in the dialog, for "Reprendre" (this tab only, cleared once sent or abandoned).
 * Never the password nor the SMS code.
 */
export function saveBookingDraft<T extends { account: { password: string }; phone: { code: string } }>(
  groomerUri: string,
  state: T,
) {
  try {
    const safe = { ...state, account: { ...state.account, password: '' }, phone: { ...state.phone, code: '' } }
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ groomerUri, state: safe }))
  } catch {
    // No storage: "Reprendre" then starts from the motive and slot only.
  }
}

export function readBookingDraft<T>(groomerUri: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY)
    const draft = raw ? (JSON.parse(raw) as { groomerUri: string; state: T }) : null
    return draft?.groomerUri === groomerUri ? draft.state : null
  } catch {
    return null
  }
}
