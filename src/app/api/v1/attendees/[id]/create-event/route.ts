import { ATTENDEE_NOT_FOUND, requireSelf } from '@/server/booking/attendee'
import { createBooking } from '@/server/booking/create'
import { ownerAppointment } from '@/server/booking/ownerView'
import { createEventBody } from '@/server/booking/schemas'
import { deferAfterResponse, leaveToJobs } from '@/server/http/deferAfterResponse'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `POST /api/v1/attendees/{attendee_id}/create-event`: books a slot (201), 409 with fresh slots when taken. */
export const POST = apiRoute(
  {
    session: 'attendee',
    ids: { id: ATTENDEE_NOT_FOUND },
    prepare: ({ person, params }) => requireSelf(person, params.id!),
    body: createEventBody,
  },
  async ({ prepared: attendee, body }) => {
    // The answer leaves at once: the messages go from the jobs process (decision 0054), the groomer's push from here after it.
    const appointment = await createBooking(attendee, body, new Date(), {
      defer: deferAfterResponse,
      followUp: leaveToJobs,
      push: deferAfterResponse,
    })
    return jsonAnswer(
      { appointment: ownerAppointment(appointment), guarantee: appointment.guarantee ?? null },
      { status: 201 },
    )
  },
)
