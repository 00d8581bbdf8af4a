import { startConsent } from '@/server/http/calendarConsent'
import { apiRoute } from '@/server/http/route'

/** `GET /api/v1/calendar-connections/google/start`: see startConsent (its own redirects to the login page). */
export const GET = apiRoute({ session: 'none' }, ({ request }) => startConsent(request, 'google'))
