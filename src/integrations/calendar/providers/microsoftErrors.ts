import { headerOf, isProviderError, retryAfterMs } from './httpFailures'
import { CredentialError, CursorExpiredError, TemporaryProviderError } from '../port'

type GraphFailure = { statusCode?: number; code?: string | null; headers?: unknown; message?: string }

/** Graph's answers that mean the delta link can no longer be used (https://learn.microsoft.com/graph/delta-query-overview). */
const EXPIRED_DELTA = new Set([
  'syncStateNotFound',
  'resyncRequired',
  'SyncStateNotFound',
  'ResyncRequired',
  'syncStateInvalid',
])

/** A mailbox on an on-premises Exchange server: Graph cannot reach it. */
export class ExchangeOnPremisesError extends CredentialError {}
const ON_PREMISES = new Set([
  'MailboxNotEnabledForRESTAPI',
  'MailboxNotSupportedForRESTAPI',
  'ErrorMailboxNotEnabledForRESTAPI',
])

export const graphStatus = (error: unknown) => (error as GraphFailure | null)?.statusCode

/** Maps a GraphError (or a failure of the token renewal) to the port's errors. */
export function microsoftError(error: unknown): Error {
  if (isProviderError(error)) return error
  const failure = (error ?? {}) as GraphFailure
  const status = failure.statusCode
  const message = `Microsoft Graph: ${status ?? 'no answer'} ${failure.code ?? ''} ${failure.message ?? ''}`.trim()
  const retryAfter = () => retryAfterMs(headerOf(failure.headers, 'retry-after'))
  if (failure.code && ON_PREMISES.has(failure.code)) return new ExchangeOnPremisesError(message)
  if (status === 410 || (failure.code && EXPIRED_DELTA.has(failure.code))) return new CursorExpiredError(message)
  if (status === 401 || status === 403) return new CredentialError(message)
  if (status === 429 || (status !== undefined && status >= 500))
    return new TemporaryProviderError(message, retryAfter())
  // -1: the client got no answer at all (refused, reset, DNS).
  if (status === -1) return new TemporaryProviderError(message)
  return error instanceof Error ? error : new Error(message)
}
