export const CANCELLED_NOTICE = 'Votre rendez-vous est annulé. Le toiletteur a été informé.'
export const WITHDRAWN_NOTICE = 'Votre demande est retirée. Le toiletteur a été informé.'
export const POSTPONED_NOTICE =
  'Votre rendez-vous est reporté : le toiletteur a été informé et va valider le nouvel horaire.'

/** A booking withdrawn before its deposit was paid or its card saved (issue 33): the groomer never heard of it. */
export const RELEASED_NOTICE = 'Votre demande est retirée : rien n’a été payé, et le toiletteur n’en a pas été informé.'

export type ChangeKind = 'cancelled' | 'withdrawn' | 'postponed' | 'released'

export const CHANGE_NOTICES: Record<ChangeKind, string> = {
  cancelled: CANCELLED_NOTICE,
  withdrawn: WITHDRAWN_NOTICE,
  postponed: POSTPONED_NOTICE,
  released: RELEASED_NOTICE,
}

/** The query parameter that tells the next page what happened; it carries the reference. */
export const CHANGE_PARAMS: Record<ChangeKind, 'annule' | 'retire' | 'reporte' | 'libere'> = {
  cancelled: 'annule',
  withdrawn: 'retire',
  postponed: 'reporte',
  released: 'libere',
}

/** What the page's query says just happened (for `reference` when given). */
export function changeNoticeKind(
  query: Partial<Record<'annule' | 'retire' | 'reporte' | 'libere', string>>,
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
