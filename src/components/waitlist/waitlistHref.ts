/** The waiting list's "Prévenez-moi" form for a groomer and a motive (the owner's space; sign-in first when needed). */
export const waitlistHref = (groomerId: number, motiveId: number) =>
  `/participant/liste-attente?${new URLSearchParams({ toiletteur: String(groomerId), motif: String(motiveId) })}`
