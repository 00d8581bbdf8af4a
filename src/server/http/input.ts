import type { z } from 'zod'

import { fieldErrorsOf } from '../domainErrors'
import { ApiError, FORBIDDEN_CHARACTER, INVALID_FIELDS, INVALID_JSON, TOO_LARGE } from './errors'

export const JSON_LIMIT_BYTES = 64 * 1024
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024
export const MAX_DEPTH = 32

/** The body's bytes, refused with a 413 as soon as they pass `limit` (Content-Length may lie or be absent). */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw new ApiError(413, TOO_LARGE)
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw new ApiError(413, TOO_LARGE)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** UTF-8 text of a body, or a 400 for bytes that are not UTF-8. */
export function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ApiError(400, INVALID_JSON)
  }
}

export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ApiError(400, INVALID_JSON)
  }
}

// A NUL byte, or a surrogate without its pair (not valid UTF-16: PostgreSQL and JSON encoders refuse them).
// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what is refused
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

const shown = (key: string) => key.replace(new RegExp(UNSAFE.source, 'g'), '\uFFFD')

/**
 * Refuses any string, value or key, holding a NUL byte or a lone surrogate (400 naming the field),
 * and nesting deeper than MAX_DEPTH. Walked without recursion: a body can nest thousands deep.
 */
export function refuseUnsafeStrings(value: unknown): void {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }]
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!
    if (path.length > MAX_DEPTH)
      throw new ApiError(400, INVALID_FIELDS, { [path.slice(0, MAX_DEPTH).join('.')]: 'Données trop imbriquées.' })
    if (typeof current === 'string') {
      if (UNSAFE.test(current))
        throw new ApiError(400, INVALID_FIELDS, { [path.join('.') || '_']: FORBIDDEN_CHARACTER })
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (UNSAFE.test(key))
          throw new ApiError(400, INVALID_FIELDS, { [[...path, shown(key)].join('.')]: FORBIDDEN_CHARACTER })
        stack.push({ value: child, path: [...path, key] })
      }
    }
  }
}

/** The query string as an object: repeated keys and `key[]` become arrays. */
export function queryObject(url: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const [rawKey, value] of new URL(url).searchParams) {
    const isList = rawKey.endsWith('[]')
    const key = isList ? rawKey.slice(0, -2) : rawKey
    const previous = query[key]
    if (previous === undefined) query[key] = isList ? [value] : value
    else query[key] = [...(Array.isArray(previous) ? previous : [previous]), value]
  }
  return query
}

/** `raw` through the schema, or a 400 naming every refused field. */
export function validate<T>(raw: unknown, schema: z.ZodType<T>): T {
  const result = schema.safeParse(raw)
  if (!result.success) throw new ApiError(400, INVALID_FIELDS, fieldErrorsOf(result.error.issues))
  return result.data
}
