// Shared by the slot engine's callers and the booking dialog: nothing server-only may be imported here.

export type PetSize = 'small' | 'medium' | 'large' | 'giant'

/** What a motive's duration depends on: its own minutes, and the minutes set for some pet sizes. */
export type SizedMotive = { duration: number; sizeDurations?: Partial<Record<string, number | null>> | null }

/** Whether the groomer set a duration for at least one pet size. */
export function hasSizeDurations(motive: Pick<SizedMotive, 'sizeDurations'> | undefined): boolean {
  return Object.values(motive?.sizeDurations ?? {}).some((minutes) => typeof minutes === 'number' && minutes > 0)
}

/** The motive's duration for this pet size: its own duration for the size when set, else the motive's. */
export function durationForSize(motive: SizedMotive, size?: string | null): number {
  const sized = size ? motive.sizeDurations?.[size] : null
  return typeof sized === 'number' && sized > 0 ? sized : motive.duration
}
