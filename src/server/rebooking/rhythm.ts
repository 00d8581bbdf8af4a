// Imported by client components too (issue 30 item 3): nothing server-only may be imported here.
import { z } from 'zod'

/** The grooming rhythm, in weeks, when neither the pet nor its motive names one. */
export const DEFAULT_RHYTHM_WEEKS = 6
/** Below this, a motive is a quick care (nails, ears, teeth) that sets no grooming rhythm. */
export const RHYTHM_MIN_DURATION = 30

/**
 * The rhythm a new motive suggests (decision 0044): the usual grooming rhythm for a grooming at
 * the salon or at home of 30 minutes or more; none for a quick care, a visio or a phone call.
 */
export function suggestedRhythmWeeks(kind: string | null | undefined, duration: unknown): number | null {
  const grooming = (kind ?? 'salon') === 'salon' || kind === 'home'
  return grooming && typeof duration === 'number' && duration >= RHYTHM_MIN_DURATION ? DEFAULT_RHYTHM_WEEKS : null
}
export const RHYTHM_MIN = 1
export const RHYTHM_MAX = 52
export const RHYTHM_ERROR = 'Un nombre entier de semaines, de 1 à 52.'

/** A rhythm typed in a form: empty means "not set" (the motive's suggestion applies). */
export const rhythmWeeksInput = z
  .union([
    z.literal('').transform(() => null),
    z.null(),
    z.coerce
      .number({ error: RHYTHM_ERROR })
      .int(RHYTHM_ERROR)
      .min(RHYTHM_MIN, RHYTHM_ERROR)
      .max(RHYTHM_MAX, RHYTHM_ERROR),
  ])
  .optional()
  .transform((weeks) => weeks ?? null)

/** "toutes les 6 semaines", "chaque semaine". */
export const rhythmLabel = (weeks: number) => (weeks === 1 ? 'chaque semaine' : `toutes les ${weeks} semaines`)
