import { consentFor, type OAuthProviderKind } from '@/integrations/calendar/providers/consent'
import { ExchangeOnPremisesError } from '@/integrations/calendar/providers/microsoftErrors'
import { CredentialError, TemporaryProviderError } from '@/integrations/calendar/port'
import { loginHref } from '@/lib/safeRedirect'

import { SESSION_KINDS } from '../auth/kinds'
import { getSession } from '../auth/sessions'
import { createConnection } from '../calendarSync/connections'
import { CONSENT_MESSAGES } from '../calendarSync/consentNotice'
import { newNonce, readState, signState, STATE_TTL_MS } from '../calendarSync/oauthState'
import { env } from '../env'
import { redirectWithCookies } from './cookies'

const COOKIE = 'calendar_oauth_nonce'
const COOKIE_PATH = '/api/v1/calendar-connections'
const SETTINGS_PAGE = '/user/setting/calendriers'

const siteUrl = (path: string) => new URL(path, env().SITE_URL)
const callbackUrl = (provider: OAuthProviderKind) => siteUrl(`${COOKIE_PATH}/${provider}/callback`).toString()

/** Back to the profile page, with the outcome the calendar section shows. */
function backToSettings(outcome: 'ok' | 'erreur', message: string): Response {
  const target = siteUrl(SETTINGS_PAGE)
  target.searchParams.set('calendrier', outcome)
  target.searchParams.set('message', message)
  return redirectWithCookies(target, [
    {
      name: COOKIE,
      value: '',
      options: {
        httpOnly: true,
        sameSite: 'lax',
        secure: env().SECURE_COOKIES,
        path: COOKIE_PATH,
        expires: new Date(0),
      },
    },
  ])
}

const toLogin = () =>
  redirectWithCookies(siteUrl(loginHref(SESSION_KINDS.groomer.loginPath, SETTINGS_PAGE, env().SITE_URL)))

function cookieOf(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return null
}

/** `GET …/{provider}/start`: to the provider's consent page with a signed state; its nonce in an HTTP-only cookie. */
export async function startConsent(request: Request, provider: OAuthProviderKind): Promise<Response> {
  const groomer = await getSession('groomer', request.headers)
  if (!groomer) return toLogin()
  const consent = consentFor(provider)
  if (!consent) return backToSettings('erreur', CONSENT_MESSAGES.notConfigured(provider))
  const nonce = newNonce()
  const state = signState(env().PAYLOAD_SECRET, {
    groomerId: groomer.id as number,
    provider,
    expiresAt: Date.now() + STATE_TTL_MS,
    nonce,
  })
  // Lax: the provider sends the groomer back with a top-level GET, which carries it.
  const cookie = {
    name: COOKIE,
    value: nonce,
    options: {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: env().SECURE_COOKIES,
      path: COOKIE_PATH,
      maxAge: STATE_TTL_MS / 1000,
    },
  }
  return redirectWithCookies(consent.consentUrl(state, callbackUrl(provider)), [cookie])
}

/**
 * `GET …/{provider}/callback?code&state`: the state must be ours, fresh, for this provider and for the
 * groomer signed in on this browser (the cookie's nonce); then the code becomes a connection.
 */
export async function finishConsent(request: Request, provider: OAuthProviderKind): Promise<Response> {
  const groomer = await getSession('groomer', request.headers)
  if (!groomer) return toLogin()
  const query = new URL(request.url).searchParams
  const state = readState(env().PAYLOAD_SECRET, query.get('state') ?? '', Date.now())
  const nonce = cookieOf(request, COOKIE)
  if (!state || state.provider !== provider || state.groomerId !== groomer.id || !nonce || nonce !== state.nonce) {
    return backToSettings('erreur', CONSENT_MESSAGES.invalid)
  }
  if (query.get('error')) return backToSettings('erreur', CONSENT_MESSAGES.cancelled)
  const code = query.get('code')
  if (!code) return backToSettings('erreur', CONSENT_MESSAGES.invalid)
  const consent = consentFor(provider)
  if (!consent) return backToSettings('erreur', CONSENT_MESSAGES.notConfigured(provider))
  try {
    const { credentials, accountLabel } = await consent.exchangeCode(code, callbackUrl(provider))
    await createConnection(groomer, { provider, accountLabel, credentials })
    return backToSettings('ok', CONSENT_MESSAGES.connected(provider, accountLabel))
  } catch (error) {
    if (error instanceof ExchangeOnPremisesError) return backToSettings('erreur', CONSENT_MESSAGES.exchangeOnPremises)
    if (error instanceof CredentialError) return backToSettings('erreur', CONSENT_MESSAGES.refused(provider))
    // Unexpected failures are logged; a provider that is down only gets the « réessayez » message.
    if (!(error instanceof TemporaryProviderError)) console.error(`calendar connection (${provider}) failed`, error)
    return backToSettings('erreur', CONSENT_MESSAGES.failed(provider))
  }
}
