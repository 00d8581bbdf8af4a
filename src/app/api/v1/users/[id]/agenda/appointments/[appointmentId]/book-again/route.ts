import { APPOINTMENT_NOT_FOUND } from '@/server/agenda/appointments'
import { AGENDA_NOT_FOUND, agendaOwner } from '@/server/agenda/owner'
import { apiRoute } from '@/server/http/route'
import { bookAgain, bookAgainBody, bookAgainProposal } from '@/server/rebooking/bookAgain'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const options = {
  session: 'groomer',
  ids: { id: AGENDA_NOT_FOUND, appointmentId: APPOINTMENT_NOT_FOUND },
  prepare: ({
    request,
    person,
    ids,
  }: {
    request: Request
    person: Parameters<typeof agendaOwner>[0]
    ids: Record<'id' | 'appointmentId', number>
  }) => agendaOwner(person, ids.id, request.headers),
} as const

/** `GET …/appointments/{appointmentId}/book-again`: the same motive at the pet's rhythm, with the first free slots from its due day. */
export const GET = apiRoute(options, async ({ prepared: owner, ids }) =>
  jsonAnswer(await bookAgainProposal(owner, ids.appointmentId)),
)

/** `POST …/appointments/{appointmentId}/book-again` `{start}`: books it for the same customer and pet. */
export const POST = apiRoute({ ...options, body: bookAgainBody }, async ({ prepared: owner, ids, body }) =>
  jsonAnswer({ appointment: await bookAgain(owner, ids.appointmentId, body.start) }, { status: 201 }),
)
