/** What a seed run did. */
export const SEEDED_COLLECTIONS = [
  'departments',
  'cities',
  'specialities',
  'teams',
  'posts',
  'pages',
  'users',
  'motives',
  'availabilities',
  'admins',
  'attendees',
  'appointments',
  'reviews',
] as const

export type SeededCollection = (typeof SEEDED_COLLECTIONS)[number]

export type SeedCounts = Record<SeededCollection, number>

export type SeedReport = {
  /** Documents created by this run, per collection (0 when already there). */
  created: SeedCounts
  /** True when everything was already seeded and nothing was written. */
  skipped: boolean
  durationMs: number
}

export type SeedLog = (line: string) => void

export const emptyCounts = (): SeedCounts =>
  Object.fromEntries(SEEDED_COLLECTIONS.map((slug) => [slug, 0])) as SeedCounts

export const totalOf = (counts: SeedCounts): number => Object.values(counts).reduce((sum, n) => sum + n, 0)
