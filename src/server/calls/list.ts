import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'

export const CALLS_PER_PAGE = 20

export const CALL_STATUS_LABELS: Record<string, string> = {
  'in-progress': 'En cours',
  completed: 'Répondu',
  'no-answer': 'Manqué',
  busy: 'Occupé',
  failed: 'Échoué',
}

/** The groomer's own tracked calls, newest first. */
export async function listCalls(groomer: AuthenticatedPerson, page = 1) {
  const payload = await getPayloadClient()
  return payload.find({
    collection: 'calls',
    user: groomer,
    overrideAccess: false,
    where: { groomer: { equals: groomer.id } },
    sort: '-startedAt',
    limit: CALLS_PER_PAGE,
    page,
    depth: 0,
  })
}

/** The groomer's Twilio tracking number (set by an admin), or null while none is assigned. */
export async function trackingNumberOf(groomer: AuthenticatedPerson): Promise<string | null> {
  const payload = await getPayloadClient()
  const own = await payload.findByID({
    collection: 'users',
    id: groomer.id,
    user: groomer,
    overrideAccess: false,
    depth: 0,
    select: { trackingNumber: true },
  })
  return own.trackingNumber || null
}

/** `1 min 05 s`, `45 s`: a call's duration in French. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null) return '—'
  const minutes = Math.floor(seconds / 60)
  const rest = Math.round(seconds % 60)
  return minutes > 0 ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`
}
