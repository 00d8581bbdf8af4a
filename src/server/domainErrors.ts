import type { z } from 'zod'

/**
 * The refusals services throw: a code (what went wrong, in the domain's words), a French message
 * for the person, and the fields it concerns. Services never know HTTP: the route helper alone
 * turns a code into a status (src/server/http/errorStatus.ts).
 */
export type FieldErrors = Record<string, string>

/** The refusal of an action that needs a signed-in person (the route helper's 401 says it too). */
export const SIGN_IN_FIRST = 'Connectez-vous pour continuer.'
/** The summary of a refusal whose fields say what is wrong. */
export const INVALID_FIELDS = 'Certains champs sont invalides.'

/** `{path: message}` of zod's issues, the first message of each field (`_` for the whole input). */
export const fieldErrorsOf = (issues: z.core.$ZodIssue[]): FieldErrors => {
  const fields: FieldErrors = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_'
    fields[key] ??= issue.message
  }
  return fields
}

/** Every code a service may throw; adding one means giving it a status in errorStatus.ts. */
export type ErrorCode =
  /** The input breaks a rule (a field, a date, a choice). */
  | 'invalid'
  /** The person must sign in (again). */
  | 'sign_in'
  /** The person is signed in but may not do this. */
  | 'forbidden'
  /** Nothing of that id or reference is theirs to see. */
  | 'not_found'
  /** The state changed meanwhile or forbids it (already answered, already exists, not ready). */
  | 'conflict'
  /** The time is no longer free (taken, blocked or held): the answer carries fresh slots. */
  | 'slot_taken'
  /** The owner already has as many requests waiting as allowed. */
  | 'too_many_pending'
  /** A link or an offer past its time, for good (a review link after 30 days). */
  | 'expired'
  /** A file or a body over its limit. */
  | 'too_large'
  /** A file of a kind the site does not take. */
  | 'unsupported_type'
  /** Too many attempts: try again after `retryAfterSeconds`. */
  | 'rate_limited'
  /** An outside service is down or the site's budget for it is spent. */
  | 'unavailable'

// Recognised by this mark as well as by class: a bundle may hold two copies of this module.
const MARK = Symbol.for('montoiletteur.DomainError')

export type DomainErrorOptions = {
  fields?: FieldErrors
  /** More of the answer for the reader (fresh slots, the checklist's items). */
  details?: Record<string, unknown>
  retryAfterSeconds?: number
}

export class DomainError extends Error {
  readonly [MARK] = true
  readonly fields: FieldErrors
  readonly details: Record<string, unknown>
  readonly retryAfterSeconds: number | undefined

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message)
    this.name = 'DomainError'
    this.fields = options.fields ?? {}
    this.details = options.details ?? {}
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

export const isDomainError = (error: unknown): error is DomainError =>
  error instanceof DomainError || Boolean(error && (error as Record<symbol, unknown>)[MARK])

/** True when `error` is a domain error with one of `codes`. */
export const hasCode = (error: unknown, ...codes: ErrorCode[]): error is DomainError =>
  isDomainError(error) && codes.includes(error.code)
