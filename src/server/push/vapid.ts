import webpush from 'web-push'

/** How long a VAPID token is valid (RFC 8292 allows 24 h at most; web-push's own default). */
const TOKEN_LIFETIME_S = 12 * 3600
/** A token is signed anew when less than this is left of it, so none expires on its way. */
const RENEW_BEFORE_S = 3600

export type VapidKeys = { subject: string; publicKey: string; privateKey: string }

type Signed = { authorization: string; expiresAtS: number }

/**
 * The `Authorization` header of a push (RFC 8292: `vapid t=<JWT>, k=<public key>`) for one push
 * service's origin, signed once and reused until an hour before it expires: a token names only
 * the audience, our subject and its expiry, so every push to that service may carry it. Signing
 * (ES256, the key parsed each time) was the largest part of a push's cost in a burst.
 */
export function vapidAuthorization(endpoint: string, keys: VapidKeys, nowS = Math.floor(Date.now() / 1000)): string {
  const { protocol, host } = new URL(endpoint)
  const audience = `${protocol}//${host}`
  // The key pair and subject belong to the token too: a new pair (or a test's) signs its own.
  const key = `${audience} ${keys.publicKey} ${keys.subject}`
  const kept = signed.get(key)
  // Signed anew too when the clock went back past its signing (a token over 24 h ahead is refused).
  if (kept && kept.expiresAtS - nowS > RENEW_BEFORE_S && kept.expiresAtS - nowS <= TOKEN_LIFETIME_S)
    return kept.authorization
  const expiresAtS = nowS + TOKEN_LIFETIME_S
  if (signed.size >= KEPT_AT_MOST) forgetExpired(nowS)
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    keys.subject,
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
    expiresAtS,
  )
  signed.set(key, { authorization: Authorization, expiresAtS })
  return Authorization
}

/** One token per push service's origin (a handful: only the browsers' push services are accepted). */
const signed = new Map<string, Signed>()
/** Windows' push service has a host per region (*.notify.windows.com): a bound all the same. */
const KEPT_AT_MOST = 200

function forgetExpired(nowS: number) {
  for (const [key, token] of signed) if (token.expiresAtS - nowS <= RENEW_BEFORE_S) signed.delete(key)
  // Still full: the oldest signed goes (a Map keeps its insertion order).
  while (signed.size >= KEPT_AT_MOST) signed.delete(signed.keys().next().value!)
}
