/** The grid's step: moves and durations snap to 15 minutes. */
export const SNAP_MINUTES = 15

/** `minutes` rounded to the nearest 15. */
export const snap = (minutes: number) => Math.round(minutes / SNAP_MINUTES) * SNAP_MINUTES

/** "09:45" for a wall-clock minute of the day (24:00 for the day's end). */
export const clockOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`

/** The wall time the agenda API reads in the groomer's zone: "2026-12-01T09:45". */
export const wallTime = (date: string, minute: number) => `${date}T${clockOf(minute)}`

/** "1 h 30", "45 min". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`
}
