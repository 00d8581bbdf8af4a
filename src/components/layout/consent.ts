export const CONSENT_COOKIE = 'cookie_consent'
const CONSENT_MAX_AGE = 180 * 24 * 60 * 60

/** Analytics consent starts denied (spec section 9); the wait-for-update delay is 500 ms. */
export const CONSENT_DEFAULTS_SCRIPT = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent','default',{analytics_storage:'denied',ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',wait_for_update:500});`

type Gtag = (...args: unknown[]) => void

export function updateAnalyticsConsent(granted: boolean) {
  const value = granted ? 'granted' : 'denied'
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax`
  const gtag = (window as unknown as { gtag?: Gtag }).gtag
  gtag?.('consent', 'update', { analytics_storage: value })
}
