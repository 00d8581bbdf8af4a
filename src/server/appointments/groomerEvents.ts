import type { Where } from 'payload'

import type { WithCustomerHistory } from '@/lib/customerContact'
import type { Appointment } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { withCustomerNames } from './customers'

/** How many past appointments each "Voir plus" adds. */
export const PAST_PAGE_SIZE = 10
/** How many coming appointments each "Voir plus" adds. */
export const UPCOMING_PAGE_SIZE = 20
/** Requests waiting for validation shown at once (answering them brings the next ones). */
export const TO_VALIDATE_SHOWN = 100

export type GroomerEvents = {
  toValidate: Appointment[]
  upcoming: Appointment[]
  past: Appointment[]
  /** How many are waiting and coming in all (the lists may show fewer). */
  toValidateTotal: number
  upcomingTotal: number
  /** More past appointments exist than shown. */
  morePast: boolean
}

async function find(groomer: AuthenticatedPerson, where: Where[], sort: string, limit: number) {
  const payload = await getPayloadClient()
  return payload.find({
    collection: 'appointments',
    user: groomer,
    overrideAccess: false,
    depth: 1,
    limit,
    sort,
    // Their own only: a practice member may read colleagues' appointments, not answer them.
    where: { and: [{ groomer: { equals: groomer.id } }, ...where] },
  })
}

/**
 * The groomer's appointments in the three groups of /user/events: the bookings waiting for their
 * validation, the coming ones (confirmed, or a time they proposed that the attendee has not
 * answered yet), `upcomingShown` of them, and the past ones latest first, `pastShown` of them.
 */
export async function groomerEvents(
  groomer: AuthenticatedPerson,
  now: Date,
  pastShown = PAST_PAGE_SIZE,
  upcomingShown = UPCOMING_PAGE_SIZE,
): Promise<GroomerEvents> {
  const from = { start: { greater_than_equal: now.toISOString() } }
  const [toValidate, upcoming, past] = await Promise.all([
    find(
      groomer,
      [from, { status: { equals: 'pending' } }, { availabilityRequest: { exists: false } }],
      'start',
      TO_VALIDATE_SHOWN,
    ),
    find(
      groomer,
      [
        from,
        {
          or: [
            { status: { equals: 'confirmed' } },
            { and: [{ status: { equals: 'pending' } }, { availabilityRequest: { exists: true } }] },
          ],
        },
      ],
      'start',
      upcomingShown,
    ),
    find(groomer, [{ start: { less_than: now.toISOString() } }], '-start', pastShown),
  ])
  const [waiting, coming, done] = await Promise.all([
    withCustomerNames(toValidate.docs),
    withCustomerNames(upcoming.docs),
    withCustomerNames(past.docs),
  ])
  return {
    toValidate: waiting,
    upcoming: coming,
    past: done,
    toValidateTotal: toValidate.totalDocs,
    upcomingTotal: upcoming.totalDocs,
    morePast: past.totalDocs > past.docs.length,
  }
}

/** Requests refused, cancelled or expired, latest first: the history filter of /user/events. */
export async function closedEvents(
  groomer: AuthenticatedPerson,
  shown = PAST_PAGE_SIZE,
): Promise<{ closed: WithCustomerHistory<Appointment>[]; more: boolean }> {
  const closed = await find(groomer, [{ status: { in: ['refused', 'cancelled', 'expired'] } }], '-start', shown)
  return { closed: await withCustomerNames(closed.docs), more: closed.totalDocs > closed.docs.length }
}
