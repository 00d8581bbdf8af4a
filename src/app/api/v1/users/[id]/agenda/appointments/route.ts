import { createManualAppointment } from '@/server/agenda/appointments'
import { AGENDA_NOT_FOUND, agendaOwner } from '@/server/agenda/owner'
import { manualAppointmentBody } from '@/server/agenda/schemas'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `POST /api/v1/users/{id}/agenda/appointments`: an appointment typed by the groomer, confirmed. */
export const POST = apiRoute(
  {
    session: 'groomer',
    ids: { id: AGENDA_NOT_FOUND },
    prepare: ({ request, person, ids }) => agendaOwner(person, ids.id, request.headers),
    body: manualAppointmentBody,
  },
  async ({ prepared: owner, person, body }) =>
    jsonAnswer(await createManualAppointment(owner, body, person), { status: 201 }),
)
