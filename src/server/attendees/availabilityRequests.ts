import type { AvailabilityRequest } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'

/** Still waiting: for the groomer's proposal (`sent`) or for the attendee's answer (`answered`). */
export const OPEN_REQUEST_STATUSES = ['sent', 'answered'] as const

/** The attendee's availability requests (newest first), open ones or finished ones, with their groomer and motive. */
export async function attendeeAvailabilityRequests(attendee: AuthenticatedPerson, open: boolean, limit = 20): Promise<AvailabilityRequest[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'availability-requests',
    user: attendee,
    overrideAccess: false,
    depth: 1,
    limit,
    sort: '-createdAt',
    where: { and: [{ attendee: { equals: attendee.id } }, { status: { [open ? 'in' : 'not_in']: OPEN_REQUEST_STATUSES } }] },
  })
  return docs
}
