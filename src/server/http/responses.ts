import type { z } from 'zod'

import { isApiError, jsonError } from './errors'
import { JSON_LIMIT_BYTES, parseJsonText, readLimited, refuseUnsafeStrings, utf8, validate } from './input'

export { jsonError }

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/**
 * For the login routes not yet behind `apiRoute` (route.ts): the same body checks (size, UTF-8,
 * JSON, NUL bytes, zod) as a `{ok, data}` or the `{error, fields}` answer.
 */
export async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<Parsed<T>> {
  try {
    const raw = parseJsonText(utf8(await readLimited(request, JSON_LIMIT_BYTES)))
    refuseUnsafeStrings(raw)
    return { ok: true, data: validate(raw, schema) }
  } catch (error) {
    if (isApiError(error)) return { ok: false, response: jsonError(error.status, error.message, error.fields) }
    throw error
  }
}
