import { z } from 'zod'

/** The grooming rhythm, in weeks, when neither the pet nor its motive names one. */
export const DEFAULT_RHYTHM_WEEKS = 6
export const RHYTHM_MIN = 1
export const RHYTHM_MAX = 52
export const RHYTHM_ERROR = 'Un nombre entier de semaines, de 1 à 52.'

/** A rhythm typed in a form: empty means "not set" (the motive's suggestion applies). */
export const rhythmWeeksInput = z
  .union([z.literal('').transform(() => null), z.null(), z.coerce.number({ error: RHYTHM_ERROR }).int(RHYTHM_ERROR).min(RHYTHM_MIN, RHYTHM_ERROR).max(RHYTHM_MAX, RHYTHM_ERROR)])
  .optional()
  .transform((weeks) => weeks ?? null)

/** "toutes les 6 semaines", "chaque semaine". */
export const rhythmLabel = (weeks: number) => (weeks === 1 ? 'chaque semaine' : `toutes les ${weeks} semaines`)
