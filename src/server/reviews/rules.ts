/** The four criteria an owner rates from 1 to 5 (field names in `ratings`). */
export const REVIEW_CRITERIA = [
  { name: 'welcome', label: 'Accueil' },
  { name: 'petCare', label: 'Soin de l’animal' },
  { name: 'result', label: 'Résultat' },
  { name: 'value', label: 'Rapport qualité/prix' },
] as const

export type CriterionName = (typeof REVIEW_CRITERIA)[number]['name']
export type Ratings = Record<CriterionName, number>

export const REVIEW_TEXT_MIN = 20
export const REVIEW_TEXT_MAX = 2000
export const REPLY_TEXT_MIN = 2
export const REPLY_TEXT_MAX = 1000
export const REPORT_TEXT_MAX = 1000

/** The owner may change their review this long after sending it (it goes back to moderation). */
export const REVIEW_EDITABLE_DAYS = 7
/** The request's link is valid this long (what /service-avis promises). */
export const REVIEW_LINK_DAYS = 30
/** No request for visits finished longer ago than this (the job's first run must not write to old clients). */
export const REQUEST_WITHIN_DAYS = 7
/** What /service-avis promises: read before publication within 48 hours. */
export const MODERATION_HOURS = 48

export const REVIEW_STATUSES = [
  { label: 'À modérer', value: 'pending' },
  { label: 'Publié', value: 'published' },
  { label: 'Refusé', value: 'refused' },
] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]['value']

/** The refusal reasons /service-avis states, in its words; the owner's e-mail quotes the label. */
export const REFUSAL_REASONS = [
  { label: 'Propos injurieux', value: 'abusive' },
  { label: 'Propos discriminatoires', value: 'discriminatory' },
  { label: 'Sans rapport avec la prestation', value: 'off-topic' },
  { label: 'Contient des données personnelles', value: 'personal-data' },
  { label: 'Rédigé en échange d’une contrepartie', value: 'compensated' },
] as const
export type RefusalReason = (typeof REFUSAL_REASONS)[number]['value']

export const refusalLabel = (reason: string | null | undefined): string =>
  REFUSAL_REASONS.find((candidate) => candidate.value === reason)?.label ?? 'Non conforme à nos règles de publication'

/** The review's mark: the mean of its criteria, to one decimal. */
export const averageRating = (ratings: Ratings): number =>
  Math.round((REVIEW_CRITERIA.reduce((sum, { name }) => sum + ratings[name], 0) / REVIEW_CRITERIA.length) * 10) / 10

/** "Paul C." : how an author is shown in public (first name, initial of the last name). */
export const authorNameOf = (firstName: string | null | undefined, lastName: string | null | undefined): string =>
  [firstName?.trim(), lastName?.trim() ? `${lastName.trim()[0]!.toUpperCase()}.` : null].filter(Boolean).join(' ') ||
  'Client vérifié'
