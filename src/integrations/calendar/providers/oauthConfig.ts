import { env, type Env } from '@/server/env'

/** The site's OAuth application at a provider, and the provider's addresses (overridable for tests). */
export type GoogleSettings = {
  clientId: string
  clientSecret: string
  apiBaseUrl: string
  authUrl: string
  tokenUrl: string
}
export type MicrosoftSettings = { clientId: string; clientSecret: string; graphBaseUrl: string; loginBaseUrl: string }

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** Google's settings, or null when the site has no Google OAuth application configured. */
export function googleSettings(source: Env = env()): GoogleSettings | null {
  if (!source.GOOGLE_CLIENT_ID || !source.GOOGLE_CLIENT_SECRET) return null
  return {
    clientId: source.GOOGLE_CLIENT_ID,
    clientSecret: source.GOOGLE_CLIENT_SECRET,
    apiBaseUrl: trimSlash(source.GOOGLE_API_BASE_URL ?? 'https://www.googleapis.com'),
    authUrl: source.GOOGLE_OAUTH_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: source.GOOGLE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
  }
}

/** Microsoft's settings (Outlook.com and Office 365 alike), or null when not configured. */
export function microsoftSettings(source: Env = env()): MicrosoftSettings | null {
  if (!source.MICROSOFT_CLIENT_ID || !source.MICROSOFT_CLIENT_SECRET) return null
  return {
    clientId: source.MICROSOFT_CLIENT_ID,
    clientSecret: source.MICROSOFT_CLIENT_SECRET,
    graphBaseUrl: trimSlash(source.MICROSOFT_GRAPH_BASE_URL ?? 'https://graph.microsoft.com'),
    loginBaseUrl: trimSlash(source.MICROSOFT_LOGIN_BASE_URL ?? 'https://login.microsoftonline.com'),
  }
}
