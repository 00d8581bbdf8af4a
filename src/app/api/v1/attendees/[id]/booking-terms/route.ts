import { ATTENDEE_NOT_FOUND, requireSelf } from '@/server/booking/attendee'
import { createEventBody } from '@/server/booking/schemas'
import { apiRoute } from '@/server/http/route'
import { bookingTerms } from '@/server/noShows/bookingTerms'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/**
 * `POST /api/v1/attendees/{attendee_id}/booking-terms` with the body of `create-event`: what that
 * booking would ask (a card imprint, a deposit) and the sentence that says it in euros; books nothing.
 */
export const POST = apiRoute(
  {
    session: 'attendee',
    ids: { id: ATTENDEE_NOT_FOUND },
    prepare: ({ person, params }) => requireSelf(person, params.id!),
    body: createEventBody,
  },
  async ({ prepared: attendee, body }) => jsonAnswer(await bookingTerms(attendee, body)),
)
