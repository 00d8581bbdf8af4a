import { ATTENDEE_NOT_FOUND, requireSelf } from '@/server/booking/attendee'
import { sendAvailabilities } from '@/server/booking/availabilityRequests'
import { availabilitiesBody } from '@/server/booking/schemas'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `POST /api/v1/attendees/{id}/availabilities`: proposed ranges and a note for a groomer (201). */
export const POST = apiRoute(
  {
    session: 'attendee',
    ids: { id: ATTENDEE_NOT_FOUND },
    prepare: ({ person, params }) => requireSelf(person, params.id!),
    body: availabilitiesBody,
  },
  async ({ prepared: attendee, body }) => {
    const availabilityRequest = await sendAvailabilities(attendee, body)
    return jsonAnswer(
      { request: { reference: availabilityRequest.reference, status: availabilityRequest.status } },
      { status: 201 },
    )
  },
)
