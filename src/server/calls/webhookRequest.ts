import { NextResponse } from 'next/server'

import { getVoiceProvider, type VoiceInstruction, type VoiceProvider } from '@/integrations/calls'

import { env } from '../env'
import { jsonError } from '../http/responses'

export const NOT_CONFIGURED = 'Le suivi des appels n’est pas configuré (TWILIO_AUTH_TOKEN manquant).'
export const FORGED = 'Signature Twilio absente ou invalide.'
const MAX_BODY_BYTES = 64 * 1024

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

type Checked = { ok: true; provider: VoiceProvider; params: Record<string, string> } | { ok: false; response: NextResponse }

/**
 * Reads a Twilio webhook (form fields) and checks its `X-Twilio-Signature`: 503 when no auth token
 * is configured (an unsigned call is never accepted), 403 when the signature is missing or wrong.
 */
export async function readSignedWebhook(request: Request): Promise<Checked> {
  const provider = getVoiceProvider()
  if (!provider) return { ok: false, response: NextResponse.json({ error: NOT_CONFIGURED }, { status: 503 }) }
  const signature = request.headers.get('x-twilio-signature')
  if (!signature) return { ok: false, response: jsonError(403, FORGED) }
  // Twilio's fields weigh a few hundred bytes: a big body is refused before it is read.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return { ok: false, response: jsonError(413, 'Requête trop volumineuse.') }
  const type = request.headers.get('content-type') ?? ''
  const params: Record<string, string> = {}
  if (type.startsWith('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(await request.text())) params[key] = value
  }
  if (!provider.isSigned(signature, signedUrl(request), params)) return { ok: false, response: jsonError(403, FORGED) }
  return { ok: true, provider, params }
}

/** The provider's call-control answer as an HTTP response. */
export function voiceAnswer(provider: VoiceProvider, instruction: VoiceInstruction): Response {
  const { body, contentType } = provider.answer(instruction)
  return new Response(body, { status: 200, headers: { 'content-type': contentType } })
}
