// Shared by the server and the owner's pages: nothing server-only may be imported here.

/** Why an owner cancels (issue 33 item 4): a short list and « autre », told to the groomer. */
export const CANCELLATION_REASONS = [
  { value: 'unavailable', label: 'Je ne suis plus disponible' },
  { value: 'pet_unwell', label: 'Mon animal est malade ou blessé' },
  { value: 'other_time', label: 'Je préfère un autre moment' },
  { value: 'other_groomer', label: 'J’ai trouvé un autre toiletteur' },
  { value: 'other', label: 'Autre raison' },
] as const

export type CancellationReason = (typeof CANCELLATION_REASONS)[number]['value']

export const CANCELLATION_REASON_VALUES = CANCELLATION_REASONS.map((reason) => reason.value) as [
  CancellationReason,
  ...CancellationReason[],
]

/** The longest precision an owner may type. */
export const CANCELLATION_NOTE_MAX = 300

/** « Mon animal est malade ou blessé », or « Autre raison : … » with the owner's words; null without a reason. */
export function cancellationReasonText(reason: string | null | undefined, note?: string | null): string | null {
  const label = CANCELLATION_REASONS.find((candidate) => candidate.value === reason)?.label
  if (!label) return null
  return note?.trim() ? `${label} : ${note.trim()}` : label
}
