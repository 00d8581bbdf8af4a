import { finishConsent } from '@/server/calendarSync/oauthConnect'

/** `GET /api/v1/calendar-connections/microsoft/callback`: see finishConsent. */
export const GET = (request: Request) => finishConsent(request, 'microsoft')
