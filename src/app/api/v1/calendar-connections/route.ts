import { listRoute } from '@/server/calendarSync/http'

/** `GET /api/v1/calendar-connections`: the signed-in groomer's outside calendars (never their credentials). */
export const GET = listRoute
