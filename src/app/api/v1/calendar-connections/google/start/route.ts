import { startConsent } from '@/server/calendarSync/oauthConnect'

/** `GET /api/v1/calendar-connections/google/start`: see startConsent. */
export const GET = (request: Request) => startConsent(request, 'google')
