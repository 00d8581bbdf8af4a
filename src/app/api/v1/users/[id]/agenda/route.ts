import { DateTime } from 'luxon'

import { AGENDA_NOT_FOUND, agendaOwner } from '@/server/agenda/owner'
import { agendaQuery } from '@/server/agenda/schemas'
import { loadAgenda } from '@/server/agenda/view'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `GET /api/v1/users/{id}/agenda?vue=jour|semaine&date=YYYY-MM-DD`: appointments, blocked times, closed days. */
export const GET = apiRoute(
  {
    session: 'groomer',
    ids: { id: AGENDA_NOT_FOUND },
    prepare: ({ request, person, ids }) => agendaOwner(person, ids.id, request.headers),
    query: agendaQuery,
  },
  async ({ prepared: owner, query }) => {
    const date =
      query.date ??
      DateTime.now()
        .setZone(owner.timezone || 'Europe/Paris')
        .toISODate() ??
      ''
    return jsonAnswer(await loadAgenda(owner, query.vue, date))
  },
)
