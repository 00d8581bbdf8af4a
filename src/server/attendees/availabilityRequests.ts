import { requestLapsed } from '@/lib/availabilityRequests'
import type { AvailabilityRequest } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'

/** Still waiting: for the groomer's proposal (`sent`) or for the attendee's answer (`answered`). */
export const OPEN_REQUEST_STATUSES = ['sent', 'answered'] as const

/**
 * The attendee's availability requests (newest first) with their groomer and motive: the open ones
 * still waiting for someone, or the finished ones with those whose time has gone by (lapsed).
 */
export async function attendeeAvailabilityRequests(
  attendee: AuthenticatedPerson,
  open: boolean,
  now = new Date(),
  limit = 20,
): Promise<AvailabilityRequest[]> {
  const payload = await getPayloadClient()
  const find = (status: { in: readonly string[] } | { not_in: readonly string[] }) =>
    payload
      .find({
        collection: 'availability-requests',
        user: attendee,
        overrideAccess: false,
        depth: 1,
        limit,
        sort: '-createdAt',
        where: { and: [{ attendee: { equals: attendee.id } }, { status }] },
      })
      .then(({ docs }) => docs)
  const waiting = await find({ in: OPEN_REQUEST_STATUSES })
  if (open) return waiting.filter((request) => !requestLapsed(request, now))
  const finished = await find({ not_in: OPEN_REQUEST_STATUSES })
  return [...finished, ...waiting.filter((request) => requestLapsed(request, now))]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit)
}
