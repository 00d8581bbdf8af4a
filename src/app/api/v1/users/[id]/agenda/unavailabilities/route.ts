import { blockTime } from '@/server/agenda/blocks'
import { AGENDA_NOT_FOUND, agendaOwner } from '@/server/agenda/owner'
import { blockBody } from '@/server/agenda/schemas'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `POST /api/v1/users/{id}/agenda/unavailabilities`: blocks a time range `{start, end, reason}`. */
export const POST = apiRoute(
  {
    session: 'groomer',
    ids: { id: AGENDA_NOT_FOUND },
    prepare: ({ request, person, ids }) => agendaOwner(person, ids.id, request.headers),
    body: blockBody,
  },
  async ({ prepared: owner, body }) => jsonAnswer({ unavailability: await blockTime(owner, body) }, { status: 201 }),
)
