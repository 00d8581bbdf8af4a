import { sql } from '@payloadcms/db-postgres'

/** A late cancellation, when no guarantee says otherwise: within this many hours of the visit. */
export const LATE_CANCELLATION_HOURS = 24

/**
 * SQL over an appointment `a` and its guarantee `g` (left joined): a visit the owner missed, counted
 * per owner across the marketplace (issue 33 item 4). A no-show, or a cancellation by the owner
 * inside the free-cancellation window their guarantee agreed (24 h without one); a booking left
 * unpaid at its checkout (awaiting, released) never reached the groomer and is not counted.
 */
export const MISSED_VISIT = sql`(a."visit_status" = 'no_show' or (a."status" = 'cancelled' and a."cancelled_by" = 'attendee'
  and a."cancelled_at" > a."start" - make_interval(hours => coalesce(g."free_cancellation_hours", ${LATE_CANCELLATION_HOURS}::int))
  and coalesce(g."state", '') not in ('awaiting', 'released')))`

/**
 * The same visits as far as the appointment alone tells (the predicate of the partial index
 * `appointments_missed_by_owner_idx`): added beside MISSED_VISIT where a read goes by owner.
 */
export const MAYBE_MISSED_VISIT = sql`(a."visit_status" = 'no_show' or (a."status" = 'cancelled' and a."cancelled_by" = 'attendee'))`
