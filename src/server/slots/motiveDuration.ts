import type { Motive } from '@/payload-types'

export type PetSize = 'small' | 'medium' | 'large' | 'giant'

/** Whether the groomer set a duration for at least one pet size. */
export function hasSizeDurations(motive: Pick<Motive, 'sizeDurations'>): boolean {
  const sizes = motive.sizeDurations ?? {}
  return Object.values(sizes).some((minutes) => typeof minutes === 'number' && minutes > 0)
}

/** The motive's duration for this pet size: its own duration for the size when set, else the motive's. */
export function durationForSize(motive: Pick<Motive, 'duration' | 'sizeDurations'>, size?: PetSize | null): number {
  const sized = size ? motive.sizeDurations?.[size] : null
  return typeof sized === 'number' && sized > 0 ? sized : motive.duration
}

/** The motive as booked for this pet: the same motive, with the size's duration. */
export const motiveForSize = <T extends Pick<Motive, 'duration' | 'sizeDurations'>>(
  motive: T,
  size?: PetSize | null,
): T => ({
  ...motive,
  duration: durationForSize(motive, size),
})
