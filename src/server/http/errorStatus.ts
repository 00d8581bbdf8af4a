import type { DomainError, ErrorCode } from '../domainErrors'
import { jsonAnswer } from './jsonAnswer'

/** The one place a domain error's code becomes an HTTP status. */
export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  invalid: 400,
  sign_in: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  slot_taken: 409,
  too_many_pending: 409,
  expired: 410,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  unavailable: 503,
}

/** A domain error as the API answers it: `{error, fields}` and its details with its status (and Retry-After). */
export function domainErrorResponse(error: DomainError): Response {
  const headers: Record<string, string> = error.retryAfterSeconds
    ? { 'retry-after': String(error.retryAfterSeconds) }
    : {}
  return jsonAnswer(
    { ...error.details, error: error.message, fields: error.fields },
    { status: STATUS_OF_CODE[error.code], headers },
  )
}
