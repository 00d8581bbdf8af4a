import type { z } from 'zod'

import type { SessionKind } from '../auth/kinds'
import { getSession } from '../auth/sessions'
import type { AuthenticatedPerson } from '../auth/tokens'
import {
  ApiError,
  apiErrorResponse,
  CROSS_SITE,
  INTERNAL_ERROR,
  INVALID_FIELDS,
  isApiError,
  jsonError,
  SIGN_IN_FIRST,
  UNSUPPORTED_TYPE,
} from './errors'
import { isDomainError } from '../domainErrors'
import { domainErrorResponse } from './errorStatus'
import { idOr404, referenceOr404 } from './ids'
import {
  JSON_LIMIT_BYTES,
  parseJsonText,
  queryObject,
  readLimited,
  refuseUnsafeStrings,
  UPLOAD_LIMIT_BYTES,
  utf8,
  validate,
} from './input'
import { isCrossSite } from './origin'
import { COMPRESSION_THRESHOLD_BYTES, jsonAnswer, markUntransformed } from './jsonAnswer'
import { readingFromReplica } from '../db/readReplica'
import { pinnedToPrimary, withPrimaryReads } from './primaryReads'
import { issueFields, validationIssues } from '../payloadErrors'
import { log } from '../observability/log'
import { REQUEST_ID } from '../observability/requestLog'

export type SessionOption = 'none' | SessionKind | `optional-${SessionKind}`
type RawParams = Record<string, string | string[] | undefined>
export type Params = Record<string, string>

/**
 * What a route accepts. `content`: `json` (default), `multipart` (uploads, 10 MB),
 * `form` (Twilio's signed webhooks: form-encoded, servers not browsers, so no origin check) or
 * `raw` (Stripe's signed webhooks: the exact bytes, whose signature the handler checks; no origin check).
 */
export type RouteOptions<S extends SessionOption, B, Q, I extends string, R extends string, T> = {
  session: S | ((params: Params) => SessionOption)
  /** The 401 message when the session is missing (default SIGN_IN_FIRST). */
  unauthorized?: string
  /** Path params that are row ids, each with its not-found message. */
  ids?: Record<I, string>
  /** Path params that are public references, each with its not-found message. */
  references?: Record<R, string>
  body?: z.ZodType<B> | ((params: Params) => z.ZodType<B> | null)
  query?: z.ZodType<Q>
  /** Checks and loads that come before the body is read (ownership, features, the agenda's owner). */
  prepare?: (context: PrepareContext<S, I, R>) => Promise<T> | T
  content?: 'json' | 'multipart' | 'form' | 'raw'
  /**
   * `replica`: what everybody reads (the directory, a groomer's slots): with DATABASE_REPLICA_URL
   * set, the handler's reads come from the read replica, unless the person has just written
   * something (primaryReads.ts).
   */
  reads?: 'replica'
}

type PrepareContext<S extends SessionOption, I extends string, R extends string> = {
  request: Request
  params: Params
  person: S extends SessionKind ? AuthenticatedPerson : AuthenticatedPerson | null
  ids: Record<I, number>
  references: Record<R, string>
}

export type RouteContext<S extends SessionOption, B, Q, I extends string, R extends string, T> = PrepareContext<
  S,
  I,
  R
> & {
  prepared: T
  body: B
  query: Q
  /** The multipart form (null when unreadable) or the form fields of a `form` route. */
  form: FormData | null
  fields: Record<string, string>
  /** The body's bytes, as received, of a `raw` route (empty otherwise). */
  raw: Buffer
}

type Handler<S extends SessionOption, B, Q, I extends string, R extends string, T> = (
  context: RouteContext<S, B, Q, I, R, T>,
) => Promise<Response> | Response

type ContentKind = NonNullable<RouteOptions<SessionOption, unknown, unknown, string, string, unknown>['content']>

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const RAW_LIMIT_BYTES = 1024 * 1024

const flatParams = (raw: RawParams): Params =>
  Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value.join('/') : (value ?? '')]),
  )

async function person(option: SessionOption, request: Request, unauthorized: string) {
  if (option === 'none') return null
  const optional = option.startsWith('optional-')
  const kind = (optional ? option.slice('optional-'.length) : option) as SessionKind
  const found = await getSession(kind, request.headers)
  if (!found && !optional) throw new ApiError(401, unauthorized)
  return found
}

const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()

type ReadBody = { json: unknown; form: FormData | null; fields: Record<string, string>; raw: Buffer }

/** Reads the body once, within its limit, as the route's content type; anything else is a 415. */
async function readBody(request: Request, content: ContentKind, needed: () => boolean): Promise<ReadBody> {
  const read: ReadBody = { json: undefined, form: null, fields: {}, raw: Buffer.alloc(0) }
  if (!BODY_METHODS.has(request.method.toUpperCase())) return read
  const type = mediaType(request)
  if (content === 'multipart') {
    if (type !== 'multipart/form-data')
      throw new ApiError(415, 'Envoyez le fichier dans un formulaire (multipart/form-data).')
    const bytes = await readLimited(request, UPLOAD_LIMIT_BYTES + JSON_LIMIT_BYTES)
    const headers = { 'content-type': request.headers.get('content-type') ?? '' }
    read.form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers }).formData().catch(() => null)
    // The form's text fields pass the check of a JSON body's strings (a NUL byte is a 400, not a database error).
    for (const [name, value] of read.form?.entries() ?? [])
      if (typeof value === 'string') refuseUnsafeStrings({ [name]: value })
    return read
  }
  // Stripe's events carry whole objects (an invoice and its lines): more room than a form's JSON.
  const bytes = await readLimited(request, content === 'raw' ? RAW_LIMIT_BYTES : JSON_LIMIT_BYTES)
  if (content === 'raw') {
    if (type !== 'application/json') throw new ApiError(415, UNSUPPORTED_TYPE)
    read.raw = Buffer.from(bytes)
    return read
  }
  if (bytes.byteLength === 0 && !needed()) return read
  if (content === 'form') {
    if (type !== 'application/x-www-form-urlencoded') throw new ApiError(415, 'Type de contenu non pris en charge.')
    for (const [key, value] of new URLSearchParams(utf8(bytes))) read.fields[key] = value
    refuseUnsafeStrings(read.fields)
    return read
  }
  if (type !== 'application/json' && !/^application\/[\w.+-]+\+json$/.test(type))
    throw new ApiError(415, UNSUPPORTED_TYPE)
  read.json = parseJsonText(utf8(bytes))
  refuseUnsafeStrings(read.json)
  return read
}

/** A schema that takes no body at all (an optional one): the request may come without a body. */
function acceptsNothing(schema: z.ZodType<unknown>): boolean {
  try {
    return schema.safeParse(undefined).success
  } catch {
    return false
  }
}

/** An unexpected error: logged, answered 500 without details. Payload's validation errors are a 400. */
function answerError(error: unknown, request: Request): Response {
  if (isDomainError(error)) return domainErrorResponse(error)
  if (isApiError(error)) return apiErrorResponse(error)
  const issues = validationIssues(error)
  if (issues) return jsonError(400, INVALID_FIELDS, issueFields(issues))
  log('error', 'internal error', {
    id: request.headers.get(REQUEST_ID),
    method: request.method,
    path: new URL(request.url).pathname,
    error,
  })
  return jsonAnswer({ error: INTERNAL_ERROR, fields: {} }, { status: 500 })
}

/**
 * A small JSON answer marked `no-transform` (see jsonAnswer.ts). Answers made by `jsonAnswer`
 * already are, and carry their length; any other JSON answer (a handler's own `Response`) is read
 * once here to tell its size.
 */
async function uncompressedWhenSmall(response: Response): Promise<Response> {
  if (!response.body || response.headers.has('content-length')) return response
  if (!response.headers.get('content-type')?.includes('json')) return response
  const body = await response.arrayBuffer()
  const headers = new Headers(response.headers)
  if (body.byteLength < COMPRESSION_THRESHOLD_BYTES) markUntransformed(headers)
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * The one HTTP boundary of `/api/v1`: origin check on unsafe methods, session, ids and
 * references, body (content type, size, NUL bytes, zod) and query, then the handler; every
 * refusal is `{error, fields}` with its 4xx, and nothing is written before the checks pass.
 */
export function apiRoute<
  S extends SessionOption,
  B = undefined,
  Q = undefined,
  I extends string = never,
  R extends string = never,
  T = undefined,
>(options: RouteOptions<S, B, Q, I, R, T>, handler: Handler<S, B, Q, I, R, T>) {
  return async function route(request: Request, context?: { params: Promise<RawParams> }): Promise<Response> {
    try {
      const content = options.content ?? 'json'
      if (content !== 'form' && content !== 'raw' && isCrossSite(request)) throw new ApiError(403, CROSS_SITE)
      const params = flatParams((await context?.params) ?? {})
      const session = typeof options.session === 'function' ? options.session(params) : options.session
      const found = await person(session, request, options.unauthorized ?? SIGN_IN_FIRST)
      const ids = {} as Record<I, number>
      for (const [name, notFound] of Object.entries(options.ids ?? {}) as [I, string][])
        ids[name] = idOr404(params[name], notFound)
      const references = {} as Record<R, string>
      for (const [name, notFound] of Object.entries(options.references ?? {}) as [R, string][])
        references[name] = referenceOr404(params[name], notFound)
      const base = { request, params, person: found as PrepareContext<S, I, R>['person'], ids, references }
      const prepared = (options.prepare ? await options.prepare(base) : undefined) as T
      const schema = typeof options.body === 'function' ? options.body(params) : (options.body ?? null)
      const read = await readBody(request, content, () => schema !== null && !acceptsNothing(schema))
      const query = queryObject(request.url)
      refuseUnsafeStrings(query)
      const handle = async () =>
        handler({
          ...base,
          prepared,
          body: (schema ? validate(read.json, schema) : undefined) as B,
          query: (options.query ? validate(query, options.query) : undefined) as Q,
          form: read.form,
          fields: read.fields,
          raw: read.raw,
        })
      const fromReplica = options.reads === 'replica' && !pinnedToPrimary(request)
      return afterWrite(
        request,
        content,
        await uncompressedWhenSmall(await (fromReplica ? readingFromReplica(handle) : handle())),
      )
    } catch (error) {
      return afterWrite(request, options.content ?? 'json', await uncompressedWhenSmall(answerError(error, request)))
    }
  }
}

/** A person's write (not a provider's webhook): their next reads come from the primary for a few seconds. */
function afterWrite(request: Request, content: ContentKind, response: Response): Response {
  const fromProvider = content === 'form' || content === 'raw'
  return BODY_METHODS.has(request.method.toUpperCase()) && !fromProvider ? withPrimaryReads(response) : response
}
