import type { Context, Middleware } from '@microsoft/microsoft-graph-client'

import { headerOf, isNetworkFailure, retryAfterMs, REVOKED_GRANTS } from './httpFailures'
import type { MicrosoftSettings } from './oauthConfig'
import { CredentialError, TemporaryProviderError, type ProviderCredentials } from '../port'

type OAuthCredentials = Extract<ProviderCredentials, { kind: 'oauth' }>

/** Read and write the calendars, know the account's address, and keep access without the groomer (offline_access). */
export const MICROSOFT_SCOPES = ['openid', 'email', 'offline_access', 'User.Read', 'Calendars.ReadWrite']

type TokenAnswer = { access_token: string; refresh_token?: string; expires_in: number; scope?: string }

/** The v2.0 token endpoint of the "common" tenant: personal (Outlook.com/Live) and work accounts (Office 365). */
export const microsoftTokenUrl = (settings: MicrosoftSettings) => `${settings.loginBaseUrl}/common/oauth2/v2.0/token`

/** One token request (authorization code or refresh token), failures mapped to the port's errors. */
export async function requestMicrosoftToken(
  settings: MicrosoftSettings,
  grant: Record<string, string>,
  previous?: OAuthCredentials,
): Promise<OAuthCredentials> {
  const form = new URLSearchParams({
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    scope: MICROSOFT_SCOPES.join(' '),
    ...grant,
  })
  let response: Response
  try {
    response = await fetch(microsoftTokenUrl(settings), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
    })
  } catch (error) {
    if (isNetworkFailure(error)) throw new TemporaryProviderError('Microsoft login: no answer')
    throw error
  }
  const data = (await response.json().catch(() => ({}))) as Partial<TokenAnswer> & {
    error?: string
    error_description?: string
  }
  if (!response.ok || !data.access_token) {
    const message = `Microsoft login: ${response.status} ${data.error ?? ''}`.trim()
    if (response.status === 429 || response.status >= 500)
      throw new TemporaryProviderError(message, retryAfterMs(headerOf(response.headers, 'retry-after')))
    if ((data.error && REVOKED_GRANTS.has(data.error)) || response.status === 400 || response.status === 401)
      throw new CredentialError(message)
    throw new Error(message)
  }
  return {
    kind: 'oauth',
    accessToken: data.access_token,
    // Microsoft may rotate the refresh token: keep the new one when it sends one.
    refreshToken: data.refresh_token ?? previous?.refreshToken ?? '',
    expiresAt: Date.now() + (data.expires_in ?? 3600) * 1000,
    scope: data.scope ?? previous?.scope,
  }
}

const EARLY_REFRESH_MS = 60_000

/** The connection's tokens: renewed shortly before they expire (one renewal at a time), then handed to `onRefresh`. */
export function microsoftTokenKeeper(
  settings: MicrosoftSettings,
  credentials: OAuthCredentials,
  onRefresh: (renewed: ProviderCredentials) => Promise<void>,
) {
  let current = credentials
  let renewal: Promise<void> | null = null
  const refresh = () => {
    renewal ??= (async () => {
      try {
        if (!current.refreshToken) throw new CredentialError('Microsoft: no refresh token')
        current = await requestMicrosoftToken(
          settings,
          { grant_type: 'refresh_token', refresh_token: current.refreshToken },
          current,
        )
        await onRefresh(current)
      } finally {
        renewal = null
      }
    })()
    return renewal
  }
  return {
    refresh,
    async accessToken() {
      if (current.expiresAt - EARLY_REFRESH_MS <= Date.now()) await refresh()
      return current.accessToken
    },
  }
}

function setAuthorization(context: Context, token: string) {
  context.options ??= {}
  const headers = context.options.headers
  if (headers instanceof Headers) headers.set('Authorization', `Bearer ${token}`)
  else
    context.options.headers = { ...(headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` }
}

/**
 * The Graph client's authentication step: the bearer token on every request (the stock handler
 * adds it to https Graph hosts only, so fakes on loopback would get none), and one renewal and
 * retry when Graph answers 401 to a token it no longer accepts.
 */
export class GraphTokenMiddleware implements Middleware {
  private next: Middleware | undefined
  /** The renewal's own failure: the Graph client rewraps whatever a middleware throws. */
  lastFailure: unknown = null

  constructor(private readonly keeper: ReturnType<typeof microsoftTokenKeeper>) {}

  setNext(next: Middleware) {
    this.next = next
  }

  async execute(context: Context): Promise<void> {
    if (!this.next) throw new Error('GraphTokenMiddleware needs a next middleware')
    this.lastFailure = null
    setAuthorization(context, await this.remembered(() => this.keeper.accessToken()))
    await this.next.execute(context)
    if (context.response?.status !== 401) return
    await this.remembered(() => this.keeper.refresh())
    setAuthorization(context, await this.remembered(() => this.keeper.accessToken()))
    await this.next.execute(context)
  }

  private async remembered<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      this.lastFailure = error
      throw error
    }
  }
}
