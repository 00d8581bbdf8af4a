/**
 * True when PostgreSQL refused the write with the constraint `name` (or, when `anyOf` says so, with any
 * error of its SQLSTATE), looked for through the error's causes (Drizzle and Payload wrap it).
 */
function violates(error: unknown, name: string, anyOf?: string): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { code, message, constraint, cause } = current as {
      code?: string
      message?: string
      constraint?: string
      cause?: unknown
    }
    if ((anyOf && code === anyOf) || constraint === name || message?.includes(name)) return true
    current = cause
  }
  return false
}

/** True when PostgreSQL refused the write with the no-overlap exclusion constraint (SQLSTATE 23P01). */
export const isOverlapViolation = (error: unknown): boolean => violates(error, 'appointments_no_overlap', '23P01')

/** A second booking made on Google with one idempotency token (its unique key). */
export const isSameTokenViolation = (error: unknown): boolean =>
  violates(error, 'google_bookings_idempotency_token_key')

export const NOT_YOUR_ACCOUNT = 'Vous ne pouvez agir que sur votre propre compte.'
