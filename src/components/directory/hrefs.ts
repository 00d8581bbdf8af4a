import type { Slot } from 'booking-engine'

/** Links of a city card, shared by its server part and its client slot grid (no luxon here). */
export const profileHref = (uri: string) => `/toiletteur/${uri}`

/** The profile's slots from a given groomer-local day (YYYY-MM-DD) on, for the motive. */
export const profileDayHref = (uri: string, motiveId: number, date: string) =>
  `${profileHref(uri)}?${new URLSearchParams({ motif: String(motiveId), jour: date })}`

export const slotHref = (uri: string, motiveId: number, slot: Pick<Slot, 'start'>) =>
  `${profileHref(uri)}?${new URLSearchParams({ motif: String(motiveId), creneau: slot.start })}`
