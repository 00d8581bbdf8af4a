import { NextResponse } from 'next/server'
import type { z } from 'zod'

export type FieldErrors = Record<string, string>

/** The API's error shape: `{ error, fields }` with a 4xx status. */
export const jsonError = (status: number, error: string, fields: FieldErrors = {}) =>
  NextResponse.json({ error, fields }, { status })

export const fieldErrorsOf = (issues: z.core.$ZodIssue[]): FieldErrors => {
  const fields: FieldErrors = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_'
    fields[key] ??= issue.message
  }
  return fields
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: NextResponse }

/** Parses a JSON body with a zod schema; a malformed body or a bad field is a 400, never a 500. */
export async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<Parsed<T>> {
  let raw: unknown
  try {
    raw = await request.json()
  } catch {
    return { ok: false, response: jsonError(400, 'Le corps de la requête doit être du JSON valide.') }
  }
  return validate(raw, schema)
}

/** Parses query parameters (repeated keys and `key[]` become arrays). */
export function parseQuery<T>(request: Request, schema: z.ZodType<T>): Parsed<T> {
  const query: Record<string, string | string[]> = {}
  for (const [rawKey, value] of new URL(request.url).searchParams) {
    const isList = rawKey.endsWith('[]')
    const key = isList ? rawKey.slice(0, -2) : rawKey
    const previous = query[key]
    if (previous === undefined) query[key] = isList ? [value] : value
    else query[key] = [...(Array.isArray(previous) ? previous : [previous]), value]
  }
  return validate(query, schema)
}

function validate<T>(raw: unknown, schema: z.ZodType<T>): Parsed<T> {
  const result = schema.safeParse(raw)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, response: jsonError(400, 'Certains champs sont invalides.', fieldErrorsOf(result.error.issues)) }
}
