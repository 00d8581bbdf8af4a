import { listPets, petsBody, savePets } from '@/server/attendees/pets'
import { ATTENDEE_NOT_FOUND, requireSelf } from '@/server/booking/attendee'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `GET /api/v1/attendees/{id}/pets`: the signed-in owner's pets. */
export const GET = apiRoute(
  {
    session: 'attendee',
    ids: { id: ATTENDEE_NOT_FOUND },
    prepare: ({ person, params }) => requireSelf(person, params.id!),
  },
  async ({ prepared: attendee }) => jsonAnswer({ pets: await listPets(attendee) }),
)

/** `PUT /api/v1/attendees/{id}/pets`: replaces the owner's list of pets. */
export const PUT = apiRoute(
  {
    session: 'attendee',
    ids: { id: ATTENDEE_NOT_FOUND },
    prepare: ({ person, params }) => requireSelf(person, params.id!),
    body: petsBody,
  },
  async ({ prepared: attendee, body }) => jsonAnswer({ pets: await savePets(attendee, body.pets) }),
)
