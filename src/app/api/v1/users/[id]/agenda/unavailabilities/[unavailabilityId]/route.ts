import { unblockTime } from '@/server/agenda/blocks'
import { AGENDA_NOT_FOUND, agendaOwner } from '@/server/agenda/owner'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `DELETE /api/v1/users/{id}/agenda/unavailabilities/{unavailabilityId}`: unblocks that time. */
export const DELETE = apiRoute(
  {
    session: 'groomer',
    ids: { id: AGENDA_NOT_FOUND, unavailabilityId: 'Plage bloquée introuvable dans cet agenda.' },
    prepare: ({ request, person, ids }) => agendaOwner(person, ids.id, request.headers),
  },
  async ({ prepared: owner, ids }) => {
    await unblockTime(owner, ids.unavailabilityId)
    return jsonAnswer({ message: 'La plage est débloquée.' })
  },
)
