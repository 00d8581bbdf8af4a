/** Figures over a benchmark's samples (milliseconds, requests per second…). */

/** The middle value (the upper one of an even count); 0 when there is none. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** The nearest-rank percentile: the smallest value with `p` % (0–100) of the values at or below it; 0 when none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
}
