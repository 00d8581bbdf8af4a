import type { AvailabilityRequest } from '@/payload-types'

type RequestTimes = Pick<AvailabilityRequest, 'status' | 'ranges' | 'proposedStart'>

/**
 * An open request whose time has gone by: every availability the attendee sent has ended and the
 * groomer never answered, or the time the groomer proposed has passed unanswered. It no longer
 * waits for anyone: the attendee sees it in their history as lapsed, the groomer no longer has it
 * to answer.
 */
export function requestLapsed(request: RequestTimes, now: Date): boolean {
  if (request.status === 'sent') return (request.ranges ?? []).every((range) => new Date(range.end) <= now)
  if (request.status === 'answered') return request.proposedStart != null && new Date(request.proposedStart) <= now
  return false
}
