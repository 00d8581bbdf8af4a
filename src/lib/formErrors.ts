type ErrorAnswer = { error?: string; fields?: Record<string, string> } | null | undefined

/**
 * The form-wide message of an API error: its `error`, or `fallback` when it has none; nothing when a
 * field already shows those very words (« Ce code est incorrect. » was shown and read out twice).
 */
export function formErrorOf(answer: ErrorAnswer, fallback: string): string | null {
  const message = answer?.error ?? fallback
  return Object.values(answer?.fields ?? {}).includes(message) ? null : message
}
