/** True when PostgreSQL refused the write with the no-overlap exclusion constraint (SQLSTATE 23P01). */
export function isOverlapViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { code, message, constraint, cause } = current as {
      code?: string
      message?: string
      constraint?: string
      cause?: unknown
    }
    if (code === '23P01' || constraint === 'appointments_no_overlap' || message?.includes('appointments_no_overlap'))
      return true
    current = cause
  }
  return false
}

export const NOT_YOUR_ACCOUNT = 'Vous ne pouvez agir que sur votre propre compte.'
