import { ApiError } from './errors'

const INT4_MAX = 2_147_483_647

/** A row id from a URL: digits only, 1..2147483647 (PostgreSQL int4), else null. */
export function parseId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 && id <= INT4_MAX ? id : null
}

/** A row id from a URL, or a 404 with the route's not-found message. */
export function idOr404(raw: unknown, notFound: string): number {
  const id = parseId(raw)
  if (id === null) throw new ApiError(404, notFound)
  return id
}

/**
 * A public reference from a URL (`RDV-K7Q2-M9XP-4TZA`, `DISPO-…`; see booking/reference.ts):
 * letters, digits and dashes, 64 characters at most, else null.
 */
export function parseReference(raw: unknown): string | null {
  return typeof raw === 'string' && raw.length <= 64 && /^[A-Za-z0-9]+(-[A-Za-z0-9]+){0,7}$/.test(raw) ? raw : null
}

/** A reference from a URL, or a 404 with the route's not-found message. */
export function referenceOr404(raw: unknown, notFound: string): string {
  const reference = parseReference(raw)
  if (reference === null) throw new ApiError(404, notFound)
  return reference
}
