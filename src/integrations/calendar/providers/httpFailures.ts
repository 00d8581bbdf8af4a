import { CredentialError, CursorExpiredError, TemporaryProviderError } from '../port'

/** A header of a failed answer, whether the client kept a `Headers` or a plain object. */
export function headerOf(headers: unknown, name: string): string | null {
  if (!headers) return null
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name)
  const entry = Object.entries(headers as Record<string, unknown>).find(
    ([key]) => key.toLowerCase() === name.toLowerCase(),
  )
  const value = entry?.[1]
  return typeof value === 'string' ? value : Array.isArray(value) ? String(value[0]) : null
}

/** `Retry-After` in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

export const isProviderError = (
  error: unknown,
): error is CredentialError | CursorExpiredError | TemporaryProviderError =>
  error instanceof CredentialError || error instanceof CursorExpiredError || error instanceof TemporaryProviderError

/** OAuth error codes of a token endpoint that mean the groomer must consent again. */
export const REVOKED_GRANTS = new Set([
  'invalid_grant',
  'invalid_client',
  'unauthorized_client',
  'interaction_required',
  'consent_required',
])

/** The ids fetch and gaxios give to a request that got no answer (refused, reset, timed out, DNS). */
export function isNetworkFailure(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { code, name, message } = current as { code?: unknown; name?: unknown; message?: unknown }
    if (typeof code === 'string' && /^(E[A-Z]+|UND_ERR_\w+)$/.test(code)) return true
    if (name === 'AbortError' || name === 'TimeoutError') return true
    if (name === 'TypeError' && message === 'fetch failed') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
