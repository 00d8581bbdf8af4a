import type { AfterErrorHook } from 'payload'

/**
 * PostgreSQL's "data exception" class (22…: text where a number goes, a number out of range, a NUL
 * byte, a bad date) and a missing upload file are the request's fault, not the server's: Payload
 * would answer 500, this hook answers 400 or 404.
 */
export const clientErrorStatus: AfterErrorHook = ({ error, result }) => {
  const status = statusOf(error)
  if (!status) return undefined
  return { status, response: { ...result, errors: [{ message: status === 404 ? 'Not Found' : 'Invalid request' }] } }
}

/** 400 or 404 when `error` (or one of its causes) is the request’s fault as described above, else null. */
export function statusOf(error: unknown): 400 | 404 | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown; name?: unknown }
    if (candidate.code === 'ENOENT') return 404
    if (typeof candidate.code === 'string' && /^22[0-9A-Z]{3}$/.test(candidate.code)) return 400
    if (candidate.name === 'SyntaxError') return 400
    current = candidate.cause
  }
  return null
}
