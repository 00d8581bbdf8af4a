import { type FieldErrors, isDomainError } from '../domainErrors'
import { jsonAnswer } from './jsonAnswer'

export type { FieldErrors }

export const INVALID_JSON = 'Le corps de la requête doit être du JSON valide.'
export const TOO_LARGE = 'Requête trop volumineuse.'
export const UNSUPPORTED_TYPE = 'Type de contenu non pris en charge : envoyez du JSON (application/json).'
export const FORBIDDEN_CHARACTER = 'Caractère non autorisé.'
export const CROSS_SITE = 'Requête refusée : elle ne vient pas de ce site.'
export { INVALID_FIELDS, SIGN_IN_FIRST } from '../domainErrors'
export const INTERNAL_ERROR = 'Une erreur interne est survenue.'

// Recognised by this mark as well as by class: a bundle may hold two copies of this module.
const MARK = Symbol.for('montoiletteur.ApiError')

/**
 * The one refusal a service or a route throws: answered by the route helper as
 * `{error, fields, ...extra}` with its status (and headers).
 */
export class ApiError extends Error {
  readonly [MARK] = true

  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldErrors = {},
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const isApiError = (error: unknown): error is ApiError =>
  error instanceof ApiError || Boolean(error && (error as Record<symbol, unknown>)[MARK])

/** A refusal of either kind (a service's domain error or the boundary's own): what pages turn into « introuvable ». */
export const isRefusal = (error: unknown): error is Error => isDomainError(error) || isApiError(error)

/** The API's error shape: `{error, fields}` with a 4xx status. */
export const jsonError = (
  status: number,
  error: string,
  fields: FieldErrors = {},
  headers: Record<string, string> = {},
) => jsonAnswer({ error, fields }, { status, headers })

export const apiErrorResponse = (error: ApiError) =>
  jsonAnswer(
    { error: error.message, fields: error.fields, ...error.extra },
    { status: error.status, headers: error.headers },
  )
