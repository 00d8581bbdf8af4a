import { listConnections } from '@/server/calendarSync/connectionRequests'
import { apiRoute } from '@/server/http/route'

/** `GET /api/v1/calendar-connections`: the signed-in groomer's outside calendars (never their credentials). */
export const GET = apiRoute({ session: 'groomer' }, async ({ person }) =>
  Response.json({ connections: await listConnections(person) }),
)
