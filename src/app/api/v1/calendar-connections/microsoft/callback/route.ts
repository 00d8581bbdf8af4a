import { finishConsent } from '@/server/http/calendarConsent'
import { apiRoute } from '@/server/http/route'

/** `GET /api/v1/calendar-connections/microsoft/callback`: see finishConsent (its own redirects to the login page). */
export const GET = apiRoute({ session: 'none' }, ({ request }) => finishConsent(request, 'microsoft'))
