import { Client, HTTPMessageHandler } from '@microsoft/microsoft-graph-client'

import { googleCalendarClient, googleOAuthClient, GOOGLE_SCOPES } from './google'
import { googleError } from './googleErrors'
import { GraphTokenMiddleware, MICROSOFT_SCOPES, microsoftTokenKeeper, requestMicrosoftToken } from './microsoftAuth'
import { microsoftError } from './microsoftErrors'
import { googleSettings, microsoftSettings, type GoogleSettings, type MicrosoftSettings } from './oauthConfig'
import { CredentialError, type ProviderCredentials } from '../port'

export type OAuthProviderKind = 'google' | 'microsoft'
type OAuthCredentials = Extract<ProviderCredentials, { kind: 'oauth' }>

/** The two steps of an OAuth 2 consent: where to send the groomer, and what the code is worth. */
export interface OAuthConsent {
  consentUrl(state: string, redirectUri: string): string
  /** Tokens for the code, and the account's address (the connection's label). */
  exchangeCode(code: string, redirectUri: string): Promise<{ credentials: OAuthCredentials; accountLabel: string }>
}

export function googleConsent(settings: GoogleSettings): OAuthConsent {
  return {
    consentUrl: (state, redirectUri) =>
      // offline + consent: Google sends a refresh token only on a consent screen.
      googleOAuthClient(settings, redirectUri).generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        scope: GOOGLE_SCOPES,
        state,
        include_granted_scopes: true,
      }),
    async exchangeCode(code, redirectUri) {
      const auth = googleOAuthClient(settings, redirectUri)
      try {
        const { tokens } = await auth.getToken(code)
        if (!tokens.access_token || !tokens.refresh_token)
          throw new CredentialError('Google: no refresh token in the answer')
        auth.setCredentials(tokens)
        // The primary calendar's id is the account's address, readable with the calendar scope alone.
        const { data } = await googleCalendarClient(settings, auth).calendars.get({ calendarId: 'primary' })
        return {
          credentials: {
            kind: 'oauth',
            accessToken: tokens.access_token,
            refreshToken: tokens.refresh_token,
            expiresAt: tokens.expiry_date ?? Date.now() + 3_600_000,
            scope: tokens.scope ?? undefined,
          },
          accountLabel: data.id ?? data.summary ?? 'Google Agenda',
        }
      } catch (error) {
        throw googleError(error)
      }
    },
  }
}

export function microsoftConsent(settings: MicrosoftSettings): OAuthConsent {
  return {
    consentUrl(state, redirectUri) {
      const query = new URLSearchParams({
        client_id: settings.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        response_mode: 'query',
        scope: MICROSOFT_SCOPES.join(' '),
        state,
        prompt: 'select_account',
      })
      return `${settings.loginBaseUrl}/common/oauth2/v2.0/authorize?${query}`
    },
    async exchangeCode(code, redirectUri) {
      const credentials = await requestMicrosoftToken(settings, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      })
      if (!credentials.refreshToken) throw new CredentialError('Microsoft: no refresh token in the answer')
      const tokens = new GraphTokenMiddleware(microsoftTokenKeeper(settings, credentials, async () => {}))
      const client = Client.initWithMiddleware({
        baseUrl: `${settings.graphBaseUrl}/`,
        defaultVersion: 'v1.0',
        middleware: [tokens, new HTTPMessageHandler()],
      })
      try {
        const me = (await client.api('/me').select('mail,userPrincipalName').get()) as {
          mail?: string | null
          userPrincipalName?: string
        }
        // A mailbox on an on-premises Exchange server fails here (MailboxNotEnabledForRESTAPI).
        await client.api('/me/calendars').top(1).get()
        return { credentials, accountLabel: me.mail ?? me.userPrincipalName ?? 'Outlook' }
      } catch (error) {
        throw microsoftError(tokens.lastFailure ?? error)
      }
    },
  }
}

/** The consent of `provider` with the site's settings, or null when the site has no OAuth application for it. */
export function consentFor(provider: OAuthProviderKind): OAuthConsent | null {
  if (provider === 'google') {
    const settings = googleSettings()
    return settings ? googleConsent(settings) : null
  }
  const settings = microsoftSettings()
  return settings ? microsoftConsent(settings) : null
}
