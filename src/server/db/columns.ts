/** A numeric column's value as a number (PostgreSQL's numeric arrives as text), null kept. */
export const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)
