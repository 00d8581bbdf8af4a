import type { Motive } from '@/payload-types'
import { durationForSize, type PetSize } from '@/lib/motiveDuration'

export { durationForSize, hasSizeDurations, type PetSize } from '@/lib/motiveDuration'

/** The motive as booked for this pet: the same motive, with the size's duration. */
export const motiveForSize = <T extends Pick<Motive, 'duration' | 'sizeDurations'>>(
  motive: T,
  size?: PetSize | null,
): T => ({
  ...motive,
  duration: durationForSize(motive, size),
})
