import { startConsent } from '@/server/calendarSync/oauthConnect'

/** `GET /api/v1/calendar-connections/microsoft/start`: see startConsent. */
export const GET = (request: Request) => startConsent(request, 'microsoft')
