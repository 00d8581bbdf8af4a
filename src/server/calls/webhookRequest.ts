import { getVoiceProvider, type VoiceProvider } from '@/integrations/calls'

import { env } from '../env'
import { DomainError } from '../domainErrors'

export const NOT_CONFIGURED = 'Le suivi des appels n’est pas configuré (TWILIO_AUTH_TOKEN manquant).'
export const FORGED = 'Signature Twilio absente ou invalide.'

/**
 * The URL Twilio signed: the public SITE_URL plus the request's path and query. The request's own
 * Host and X-Forwarded-* headers are not trusted (anyone can send them); behind a proxy SITE_URL
 * must be exactly the origin configured in the Twilio console.
 */
export function signedUrl(request: Request): string {
  const { pathname, search } = new URL(request.url)
  return new URL(`${pathname}${search}`, env().SITE_URL).toString()
}

/** A webhook route's own URL, for TwiML that points Twilio at it. */
export const publicUrl = (pathname: string) => new URL(pathname, env().SITE_URL).toString()

/**
 * Checks a Twilio webhook's `X-Twilio-Signature` over its form fields (read by the route helper,
 * 64 KB at most): 403 when the signature is missing or wrong, 503 when no auth token is configured
 * (an unsigned call is never accepted).
 */
export function signedWebhookProvider(request: Request, fields: Record<string, string>): VoiceProvider {
  const signature = request.headers.get('x-twilio-signature')
  if (!signature) throw new DomainError('forbidden', FORGED)
  const provider = getVoiceProvider()
  if (!provider) throw new DomainError('unavailable', NOT_CONFIGURED)
  if (!provider.isSigned(signature, signedUrl(request), fields)) throw new DomainError('forbidden', FORGED)
  return provider
}
