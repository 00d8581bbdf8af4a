import { z } from 'zod'

import type { VoiceInstruction } from '@/integrations/calls'

import { fieldErrorsOf } from '../domainErrors'
import { callStatusOf, groomerByTrackingNumber, recordCall, recordOutcome } from './tracking'

export const UNKNOWN_NUMBER =
  'Bonjour. Ce numéro n’est plus attribué. Retrouvez votre toiletteur sur notre site. Au revoir.'
export const NO_PHONE =
  'Bonjour. Votre toiletteur ne peut pas prendre votre appel pour le moment. Merci de rappeler plus tard. Au revoir.'
export const MISSED = 'Votre toiletteur n’a pas pu répondre. Merci de rappeler plus tard. Au revoir.'
export const DIAL_TIMEOUT_SECONDS = 25
export const STATUS_PATH = '/api/v1/twilio/status'

const callFields = z.object({
  CallSid: z.string().regex(/^CA[0-9a-f]{32}$/i, 'CallSid invalide.'),
  From: z.string().trim().max(64, 'Appelant invalide.').default(''),
  To: z.string().trim().min(1, 'Numéro appelé manquant.').max(64, 'Numéro appelé invalide.'),
})

const statusFields = callFields.extend({
  DialCallStatus: z.string().optional(),
  CallStatus: z.string().optional(),
  DialCallDuration: z.coerce.number().int().min(0).optional(),
  CallDuration: z.coerce.number().int().min(0).optional(),
})

type Outcome = { ok: true; instruction: VoiceInstruction } | { ok: false; fields: Record<string, string> }

// A withheld caller ID comes as `anonymous` or a pseudo-number: keep it as callerId only when it is E.164.
const callerIdOf = (from: string) => (/^\+[1-9]\d{6,14}$/.test(from) ? from : undefined)

/** Twilio's voice webhook: forward to the groomer's phone and log the call, or explain in French. */
export async function handleIncomingCall(
  params: Record<string, string>,
  statusUrl: string,
  now: Date,
): Promise<Outcome> {
  const parsed = callFields.safeParse(params)
  if (!parsed.success) return { ok: false, fields: fieldErrorsOf(parsed.error.issues) }
  const { CallSid, From, To } = parsed.data
  const groomer = await groomerByTrackingNumber(To)
  if (!groomer) return { ok: true, instruction: { kind: 'message', text: UNKNOWN_NUMBER } }
  const from = From || 'Numéro masqué'
  if (!groomer.phone) {
    await recordCall({ groomer: groomer.id, providerCallId: CallSid, from, to: To, status: 'no-answer' }, now)
    return { ok: true, instruction: { kind: 'message', text: NO_PHONE } }
  }
  await recordCall({ groomer: groomer.id, providerCallId: CallSid, from, to: To, status: 'in-progress' }, now)
  return {
    ok: true,
    instruction: {
      kind: 'forward',
      phone: groomer.phone,
      callerId: callerIdOf(From),
      statusUrl,
      timeoutSeconds: DIAL_TIMEOUT_SECONDS,
    },
  }
}

/**
 * The `<Dial>` action (DialCallStatus, DialCallDuration) or a number's status callback (CallStatus,
 * CallDuration): logs the outcome; the caller of a missed forward hears why before the hang-up.
 */
export async function handleCallStatus(params: Record<string, string>, now: Date): Promise<Outcome> {
  const parsed = statusFields.safeParse(params)
  if (!parsed.success) return { ok: false, fields: fieldErrorsOf(parsed.error.issues) }
  const data = parsed.data
  const status = callStatusOf(data.DialCallStatus ?? data.CallStatus)
  if (!status) return { ok: false, fields: { DialCallStatus: 'Statut d’appel inconnu.' } }
  await recordOutcome(
    {
      providerCallId: data.CallSid,
      from: data.From || 'Numéro masqué',
      to: data.To,
      status,
      durationSeconds: data.DialCallDuration ?? data.CallDuration,
    },
    now,
  )
  const missed =
    data.DialCallStatus !== undefined &&
    (status === 'no-answer' || status === 'busy' || status === 'failed') &&
    data.DialCallStatus !== 'canceled'
  return { ok: true, instruction: missed ? { kind: 'message', text: MISSED } : { kind: 'hangup' } }
}
