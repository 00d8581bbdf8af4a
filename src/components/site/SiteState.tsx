'use client'

import { usePathname } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

import { afterLoad } from '@/lib/afterLoad'
import { apiFetch, sessionKindFromPath } from '@/lib/apiClient'
import { segmentOfSessionKind, type SessionKind } from '@/server/auth/kinds'

type Speciality = { id: number; name: string; uri: string }
type SchemaRating = { ratingValue: number | null; reviewCount: number }
type Timezone = { id: string; label: string }

export type SiteState = {
  specialities: Speciality[]
  schemaRating: SchemaRating | null
  sessionKind: SessionKind | null
  signedIn: Record<string, unknown> | null
  timezones: Timezone[]
  /** The directory map (spec section 4): Leaflet loaded, map shown. */
  mapLoaded: boolean
  showMap: boolean
}

type MapFlags = Partial<Pick<SiteState, 'mapLoaded' | 'showMap'>>
type SiteStateValue = SiteState & { setMapFlags: (flags: MapFlags) => void }

const initialState: SiteState = {
  specialities: [],
  schemaRating: null,
  sessionKind: null,
  signedIn: null,
  timezones: [],
  mapLoaded: false,
  showMap: false,
}
const SiteStateContext = createContext<SiteStateValue>({ ...initialState, setMapFlags: () => {} })

export const useSiteState = () => useContext(SiteStateContext)

/**
 * The site's first load (spec section 7): specialities and schema rating once the page has loaded
 * and the main thread is idle (nothing on the page waits for them), then the auth check
 * of the role the URL belongs to, plus the time zones for groomers. Failures are only logged.
 */
export function SiteStateProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  const [state, setState] = useState<SiteState>(initialState)
  const sessionKind = sessionKindFromPath(pathname)

  useEffect(() => {
    let cancelled = false
    const update = (patch: Partial<SiteState>) => !cancelled && setState((previous) => ({ ...previous, ...patch }))
    const cancelLoad = afterLoad(() => {
      void Promise.all([
        apiFetch<{ specialities: Speciality[] }>('/api/v1/specialities').then(({ body }) =>
          update({ specialities: body?.specialities ?? [] }),
        ),
        apiFetch<SchemaRating>('/api/v1/schema-rating').then(({ body }) => update({ schemaRating: body })),
      ]).catch((error: unknown) => console.warn('Chargement initial incomplet', error))
    })
    return () => {
      cancelled = true
      cancelLoad()
    }
  }, [])

  useEffect(() => {
    let cancelled = false
    const update = (patch: Partial<SiteState>) => !cancelled && setState((previous) => ({ ...previous, ...patch }))
    setState((previous) => (previous.signedIn === null ? previous : { ...previous, signedIn: null }))
    if (!sessionKind) return
    const cancelLoad = afterLoad(() => {
      apiFetch<{ user: Record<string, unknown> }>(`/api/v1/auth/${segmentOfSessionKind(sessionKind)}/check-logged`)
        .then(({ status, body }) => update({ signedIn: status === 200 ? (body?.user ?? null) : null }))
        .catch((error: unknown) => console.warn('Vérification de session impossible', error))
      if (sessionKind === 'groomer') {
        apiFetch<{ timezones: Timezone[] }>('/api/v1/timezones')
          .then(({ body }) => update({ timezones: body?.timezones ?? [] }))
          .catch((error: unknown) => console.warn('Fuseaux horaires indisponibles', error))
      }
    })
    return () => {
      cancelled = true
      cancelLoad()
    }
  }, [sessionKind])

  const setMapFlags = useCallback((flags: MapFlags) => {
    const unchanged = (previous: SiteState) =>
      Object.entries(flags).every(([key, flag]) => previous[key as keyof MapFlags] === flag)
    setState((previous) => (unchanged(previous) ? previous : { ...previous, ...flags }))
  }, [])
  const value = useMemo(() => ({ ...state, sessionKind, setMapFlags }), [state, sessionKind, setMapFlags])
  return <SiteStateContext.Provider value={value}>{children}</SiteStateContext.Provider>
}
