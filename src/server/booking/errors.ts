import type { SlotsResult } from 'booking-engine'

import { jsonError, type FieldErrors } from '../http/responses'

/** A refusal of the booking rules, answered as `{error, fields, ...extra}` with its 4xx status. */
export class BookingError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    message: string,
    readonly fields: FieldErrors = {},
    readonly extra: { slots?: SlotsResult; phone?: string | null } = {},
  ) {
    super(message)
  }
}

export const bookingErrorResponse = (error: BookingError) => {
  const response = jsonError(error.status, error.message, error.fields)
  if (Object.keys(error.extra).length === 0) return response
  return Response.json({ error: error.message, fields: error.fields, ...error.extra }, { status: error.status })
}

/** Runs a service call for a route: its BookingError becomes the JSON answer, anything else is rethrown. */
export async function answerBooking(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof BookingError) return bookingErrorResponse(error)
    throw error
  }
}

/** True when PostgreSQL refused the write with the no-overlap exclusion constraint (SQLSTATE 23P01). */
export function isOverlapViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { code, message, constraint, cause } = current as { code?: string; message?: string; constraint?: string; cause?: unknown }
    if (code === '23P01' || constraint === 'appointments_no_overlap' || message?.includes('appointments_no_overlap')) return true
    current = cause
  }
  return false
}

export const NOT_YOUR_ACCOUNT = 'Vous ne pouvez agir que sur votre propre compte.'
export const SIGN_IN_FIRST = 'Connectez-vous pour continuer.'
