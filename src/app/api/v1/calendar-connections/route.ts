import { listConnections } from '@/server/calendarSync/connectionRequests'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `GET /api/v1/calendar-connections`: the signed-in groomer's outside calendars (never their credentials). */
export const GET = apiRoute({ session: 'groomer' }, async ({ person }) =>
  jsonAnswer({ connections: await listConnections(person) }),
)
