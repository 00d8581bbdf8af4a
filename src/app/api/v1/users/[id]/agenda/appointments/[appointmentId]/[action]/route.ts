import { APPOINTMENT_NOT_FOUND, cancelByGroomer, moveAppointment } from '@/server/agenda/appointments'
import { AGENDA_NOT_FOUND, agendaOwner } from '@/server/agenda/owner'
import { moveBody } from '@/server/agenda/schemas'
import { deferAfterResponse } from '@/server/http/deferAfterResponse'
import { ApiError } from '@/server/http/errors'
import { apiRoute, type Params } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `POST /api/v1/users/{id}/agenda/appointments/{appointmentId}/{move|cancel}`. */
export const POST = apiRoute(
  {
    session: 'groomer',
    ids: { id: AGENDA_NOT_FOUND, appointmentId: APPOINTMENT_NOT_FOUND },
    prepare: ({ request, person, ids }) => agendaOwner(person, ids.id, request.headers),
    body: ({ action }: Params) => (action === 'move' ? moveBody : null),
  },
  async ({ params, prepared: owner, person, ids, body }) => {
    if (params.action === 'cancel') return jsonAnswer({ appointment: await cancelByGroomer(owner, ids.appointmentId) })
    if (params.action !== 'move' || !body) throw new ApiError(404, 'Action inconnue.')
    // The customer's message and the calendars follow once the answer has left (a drop on the grid waits for it).
    const { durationMinutes, notify } = body
    return jsonAnswer(
      await moveAppointment(owner, ids.appointmentId, body.start, {
        durationMinutes,
        notify,
        viewer: person,
        defer: deferAfterResponse,
      }),
    )
  },
)
