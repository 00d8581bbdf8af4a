import { APPOINTMENT_NOT_FOUND } from '@/server/agenda/appointments'
import { editLines } from '@/server/agenda/lines'
import { AGENDA_NOT_FOUND, agendaOwner } from '@/server/agenda/owner'
import { linesBody } from '@/server/agenda/schemas'
import { deferAfterResponse } from '@/server/http/deferAfterResponse'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/**
 * `PUT /api/v1/users/{id}/agenda/appointments/{appointmentId}/lines`: the appointment's pets, all
 * of them (`{lines: [{name, species, breed, size, motive, durationMinutes?}]}`): add, change or
 * remove one; the visit's end and price follow.
 */
export const PUT = apiRoute(
  {
    session: 'groomer',
    ids: { id: AGENDA_NOT_FOUND, appointmentId: APPOINTMENT_NOT_FOUND },
    prepare: ({ request, person, ids }) => agendaOwner(person, ids.id, request.headers),
    body: linesBody,
  },
  async ({ prepared: owner, ids, body }) =>
    jsonAnswer({
      appointment: await editLines(owner, ids.appointmentId, body, { defer: deferAfterResponse }),
    }),
)
