import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'

import type { Call } from '@/payload-types'

import { getPayloadClient } from '../payload'

// Every Local API call here runs for Twilio, not for a person: the webhook is authenticated by its
// signature (checked before these run), and calls are an admin-only collection. Hence overrideAccess.
const asProvider = { overrideAccess: true, depth: 0 } as const

export type CallStatus = NonNullable<Call['status']>
export type TrackedGroomer = { id: number; phone: string | null }

const FINAL: ReadonlySet<CallStatus> = new Set(['completed', 'no-answer', 'busy', 'failed'])

/**
 * Twilio's call or dial status in the collection's terms: `answered` (Dial) is `completed`, a call
 * the caller hung up before an answer (`canceled`) is a missed one; queued and ringing are in progress.
 */
export function callStatusOf(twilioStatus: string | undefined): CallStatus | null {
  switch (twilioStatus) {
    case 'completed':
    case 'answered':
      return 'completed'
    case 'no-answer':
    case 'canceled':
      return 'no-answer'
    case 'busy':
      return 'busy'
    case 'failed':
      return 'failed'
    case 'queued':
    case 'initiated':
    case 'ringing':
    case 'in-progress':
      return 'in-progress'
    default:
      return null
  }
}

/** The groomer whose tracking number was called, with the phone calls go to (E.164), or null. */
export async function groomerByTrackingNumber(to: string): Promise<TrackedGroomer | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    ...asProvider,
    where: { trackingNumber: { equals: to } },
    limit: 1,
    select: { phone: true, phoneCountryCode: true },
  })
  const groomer = docs[0]
  if (!groomer) return null
  const parsed = groomer.phone
    ? parsePhoneNumberFromString(groomer.phone, (groomer.phoneCountryCode ?? 'FR') as CountryCode)
    : undefined
  return { id: groomer.id, phone: parsed?.isValid() ? parsed.number : null }
}

async function callBySid(providerCallId: string): Promise<Call | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'calls',
    ...asProvider,
    where: { providerCallId: { equals: providerCallId } },
    limit: 1,
  })
  return docs[0] ?? null
}

type NewCall = {
  groomer: number
  providerCallId: string
  from: string
  to: string
  status: CallStatus
  durationSeconds?: number
}

/**
 * Creates the call once per CallSid: Twilio retries webhooks, and two deliveries may race; the
 * unique providerCallId makes the loser's insert fail, and the row the winner wrote is returned.
 */
export async function recordCall(data: NewCall, now: Date): Promise<Call> {
  const existing = await callBySid(data.providerCallId)
  if (existing) return existing
  const payload = await getPayloadClient()
  try {
    return await payload.create({ collection: 'calls', ...asProvider, data: { ...data, startedAt: now.toISOString() } })
  } catch (error) {
    const winner = await callBySid(data.providerCallId)
    if (winner) return winner
    throw error
  }
}

/**
 * Applies a status callback. A final status is kept once written (a replay, or the parent call's
 * later `completed`, changes nothing); an unknown CallSid is recorded only for a tracked number.
 */
export async function recordOutcome(
  input: { providerCallId: string; from: string; to: string; status: CallStatus; durationSeconds?: number },
  now: Date,
): Promise<Call | null> {
  const payload = await getPayloadClient()
  const current = await callBySid(input.providerCallId)
  if (!current) {
    const groomer = await groomerByTrackingNumber(input.to)
    if (!groomer) return null
    return recordCall({ ...input, groomer: groomer.id }, now)
  }
  if (current.status && FINAL.has(current.status)) return current
  if (input.status === 'in-progress') return current
  const { docs } = await payload.update({
    collection: 'calls',
    ...asProvider,
    // Only a call still in progress moves: two concurrent final callbacks cannot both apply.
    where: {
      and: [
        { id: { equals: current.id } },
        { or: [{ status: { equals: 'in-progress' } }, { status: { exists: false } }] },
      ],
    },
    data: {
      status: input.status,
      ...(input.durationSeconds !== undefined ? { durationSeconds: input.durationSeconds } : {}),
    },
  })
  return docs[0] ?? (await callBySid(input.providerCallId))
}
