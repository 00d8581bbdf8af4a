import { headerOf, isNetworkFailure, isProviderError, retryAfterMs, REVOKED_GRANTS } from './httpFailures'
import { CredentialError, CursorExpiredError, TemporaryProviderError } from '../port'

type GaxiosLike = {
  status?: unknown
  response?: { status?: number; headers?: unknown; data?: unknown }
  message?: string
}

const RATE_LIMITS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded'])

/** The HTTP status of a failed googleapis call, when it got an answer. */
export const googleStatus = (error: unknown): number | undefined => {
  const failure = (error ?? {}) as GaxiosLike
  return failure.response?.status ?? (typeof failure.status === 'number' ? failure.status : undefined)
}

function reasonsOf(data: unknown): { oauth?: string; reasons: string[] } {
  if (!data || typeof data !== 'object') return { reasons: [] }
  const { error } = data as { error?: unknown }
  if (typeof error === 'string') return { oauth: error, reasons: [] }
  const errors = (error as { errors?: { reason?: string }[] } | undefined)?.errors ?? []
  return { reasons: errors.map((item) => item.reason ?? '') }
}

/** Maps what googleapis throws (calendar calls and token refreshes) to the port's errors. */
export function googleError(error: unknown): Error {
  if (isProviderError(error)) return error
  const failure = (error ?? {}) as GaxiosLike
  const status = googleStatus(error)
  const { oauth, reasons } = reasonsOf(failure.response?.data)
  const message = `Google: ${status ?? 'no answer'} ${oauth ?? reasons.join(',') ?? ''} ${failure.message ?? ''}`.trim()
  if (oauth && REVOKED_GRANTS.has(oauth)) return new CredentialError(message)
  if (status === 410) return new CursorExpiredError(message)
  if (status === 429 || (status === 403 && reasons.some((reason) => RATE_LIMITS.has(reason)))) {
    return new TemporaryProviderError(message, retryAfterMs(headerOf(failure.response?.headers, 'retry-after')))
  }
  if (status === 401 || status === 403) return new CredentialError(message)
  if (status !== undefined && status >= 500)
    return new TemporaryProviderError(message, retryAfterMs(headerOf(failure.response?.headers, 'retry-after')))
  if (status === undefined && isNetworkFailure(error)) return new TemporaryProviderError(message)
  return error instanceof Error ? error : new Error(message)
}
