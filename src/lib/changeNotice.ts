export const CANCELLED_NOTICE = 'Votre rendez-vous est annulé. Le toiletteur a été informé.'
export const WITHDRAWN_NOTICE = 'Votre demande est retirée. Le toiletteur a été informé.'
export const POSTPONED_NOTICE =
  'Votre rendez-vous est reporté : le toiletteur a été informé et va valider le nouvel horaire.'

export type ChangeKind = 'cancelled' | 'withdrawn' | 'postponed'

export const CHANGE_NOTICES: Record<ChangeKind, string> = {
  cancelled: CANCELLED_NOTICE,
  withdrawn: WITHDRAWN_NOTICE,
  postponed: POSTPONED_NOTICE,
}

/** The query parameter that tells the next page what happened; it carries the reference. */
export const CHANGE_PARAMS: Record<ChangeKind, 'annule' | 'retire' | 'reporte'> = {
  cancelled: 'annule',
  withdrawn: 'retire',
  postponed: 'reporte',
}

/** What the page's query says just happened (for `reference` when given). */
export function changeNoticeKind(
  query: Partial<Record<'annule' | 'retire' | 'reporte', string>>,
  reference?: string,
): ChangeKind | null {
  const kinds = Object.keys(CHANGE_PARAMS) as ChangeKind[]
  return (
    kinds.find((kind) => {
      const value = query[CHANGE_PARAMS[kind]]
      return Boolean(value) && (reference === undefined || value === reference)
    }) ?? null
  )
}
